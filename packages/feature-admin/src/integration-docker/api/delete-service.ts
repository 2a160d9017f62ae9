import { api } from '@portal/api-client';
import { adminDockerServiceDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dockerKeys } from './keys.ts';

export function deleteDockerService(id: number) {
  return api.delete('/api/admin/docker-services/{id}', { path: { id }, schema: adminDockerServiceDeleteResponse, rejectOnError: true });
}

/** Deletes a docker service: servers stop starting it on their next restart. */
export function useDeleteDockerService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDockerService,
    onSuccess: (_body, id) => {
      queryClient.removeQueries({ queryKey: dockerKeys.service(id) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: dockerKeys.services() }), queryClient.invalidateQueries({ queryKey: dockerKeys.images() })]);
    },
  });
}
