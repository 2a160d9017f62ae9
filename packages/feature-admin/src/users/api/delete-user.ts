import { api } from '@portal/api-client';
import { adminUserDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './keys.ts';

export async function deleteUser(id: number, signal?: AbortSignal) {
  return api.delete('/api/admin/users/user/{id}/delete', { schema: adminUserDeleteResponse, path: { id }, signal, rejectOnError: true });
}

/**
 * Deletes a user with their servers and data; the lists refetch. The user's own page is left as
 * it is (refetching it would only answer 404 under the 'Poof!' that leads back to the list).
 */
export function useDeleteUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
