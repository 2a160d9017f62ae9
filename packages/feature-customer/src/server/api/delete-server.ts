import { api, type Server } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerDeleteResponse } from '@portal/api-client/schemas';

export function deleteServer(id: number) {
  return api.delete('/api/customer/servers/{id}', { schema: customerServerDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes the server for good; the dashboard's lists drop it at once and are fetched again. */
export function useDeleteServer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteServer(id),
    onSuccess: () => {
      queryClient.setQueriesData<Server[]>({ queryKey: serverKeys.lists() }, (servers) => servers?.filter((server) => server.id !== id));
      return queryClient.invalidateQueries({ queryKey: serverKeys.lists() });
    },
  });
}
