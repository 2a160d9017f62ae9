import { api } from '@portal/api-client';
import { adminDockerServiceCreateResponse, adminDockerServiceUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dockerKeys } from './keys.ts';
import type { DockerServiceInput } from './types.ts';

export function createDockerService(input: DockerServiceInput) {
  return api.post('/api/admin/docker-services', { schema: adminDockerServiceCreateResponse, json: input, rejectOnError: true });
}

export function updateDockerService({ id, input }: { id: number; input: DockerServiceInput }) {
  return api.post('/api/admin/docker-services/{id}', { path: { id }, schema: adminDockerServiceUpdateResponse, json: input, rejectOnError: true });
}

/** Adds a docker service; the lists and the images (a service brings its own) load again. */
export function useCreateDockerService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDockerService,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: dockerKeys.services() }), queryClient.invalidateQueries({ queryKey: dockerKeys.images() })]),
  });
}

/** Saves a docker service. */
export function useUpdateDockerService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDockerService,
    onSuccess: (body) => {
      queryClient.setQueryData(dockerKeys.service(body.data.id), body.data);
      return Promise.all([queryClient.invalidateQueries({ queryKey: dockerKeys.services() }), queryClient.invalidateQueries({ queryKey: dockerKeys.images() })]);
    },
  });
}
