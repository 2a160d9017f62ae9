import { api } from '@portal/api-client';
import { adminStorageMountCheckResponse, adminStorageNodeCheckResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storageKeys } from './keys.ts';

export function checkMount(id: number) {
  return api.post('/api/admin/storage/mounts/{id}/check', { schema: adminStorageMountCheckResponse, path: { id }, rejectOnError: true });
}

export function checkNodeMounts(nodeId: number) {
  return api.post('/api/admin/storage/nodes/{id}/check', { schema: adminStorageNodeCheckResponse, path: { id: nodeId }, rejectOnError: true });
}

/** Checks one mount on its node (a failing one is mounted again); the mounts and the overview refetch, also after a refusal. */
export function useCheckMount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkMount,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: storageKeys.mounts() }), queryClient.invalidateQueries({ queryKey: storageKeys.overview() })]),
  });
}

/** Checks every mount of a node. */
export function useCheckNodeMounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkNodeMounts,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: storageKeys.mounts() }), queryClient.invalidateQueries({ queryKey: storageKeys.overview() })]),
  });
}
