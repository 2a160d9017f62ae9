import { api } from '@portal/api-client';
import { adminMediaTypeDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export function deleteMediaType(id: number) {
  return api.delete('/api/admin/requests/media-types/{id}', { schema: adminMediaTypeDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes a media type; the list refreshes. */
export function useDeleteMediaType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaType,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestSetupKeys.mediaTypes() }),
  });
}
