import { api } from '@portal/api-client';
import { adminMediaTypeCreateResponse, adminMediaTypeUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';
import type { MediaTypeInput } from './types.ts';

export function createMediaType(input: MediaTypeInput) {
  return api.post('/api/admin/requests/media-types', { schema: adminMediaTypeCreateResponse, json: input, rejectOnError: true });
}

export function updateMediaType(id: number, input: MediaTypeInput) {
  return api.post('/api/admin/requests/media-types/{id}', { schema: adminMediaTypeUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

/** Adds a media type (no id) or saves one; the list refreshes. */
export function useSaveMediaType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MediaTypeInput }) => (id === null ? createMediaType(input) : updateMediaType(id, input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestSetupKeys.mediaTypes() }),
  });
}
