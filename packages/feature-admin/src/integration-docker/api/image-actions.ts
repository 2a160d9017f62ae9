import { api } from '@portal/api-client';
import { adminDockerImageCheckResponse, adminDockerImagePullResponse, adminDockerImageUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '#api/keys.ts';
import { dockerKeys } from './keys.ts';

export function updateDockerImageTag({ id, tag }: { id: number; tag: string }) {
  return api.post('/api/admin/docker-images/{id}', { path: { id }, schema: adminDockerImageUpdateResponse, json: { tag }, rejectOnError: true });
}

export function checkDockerImage(id: number) {
  return api.post('/api/admin/docker-images/{id}/check', { path: { id }, schema: adminDockerImageCheckResponse, rejectOnError: true });
}

export function pullDockerImage(id: number) {
  return api.post('/api/admin/docker-images/{id}/pull', { path: { id }, schema: adminDockerImagePullResponse, rejectOnError: true });
}

/** Changing a tag also changes a service's tag, or the deployment defaults of a media server. */
function useImageMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dockerKeys.images() }),
        queryClient.invalidateQueries({ queryKey: dockerKeys.services() }),
        // A media server's tag is also the System Settings' deployment default.
        queryClient.invalidateQueries({ queryKey: adminKeys.appManagement() }),
      ]),
  });
}

/** The tag deployments use. */
export const useUpdateDockerImageTag = () => useImageMutation(updateDockerImageTag);
/** Asks the registry for the newest tag. */
export const useCheckDockerImage = () => useImageMutation(checkDockerImage);
/** Pulls the image on every node, a process each. */
export const usePullDockerImage = () => useImageMutation(pullDockerImage);
