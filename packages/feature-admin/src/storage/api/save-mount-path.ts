import { api } from '@portal/api-client';
import {
  adminStorageMountPathCreateResponse,
  adminStorageMountPathDeleteResponse,
  adminStorageMountPathUpdateResponse,
  adminStorageMountPathVerifyResponse,
} from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storageKeys } from './keys.ts';
import type { MountPathInput } from './types.ts';

export function createMountPath(input: MountPathInput) {
  return api.post('/api/admin/storage/mount-paths', { schema: adminStorageMountPathCreateResponse, json: input, rejectOnError: true });
}

export function updateMountPath(id: number, input: MountPathInput) {
  return api.post('/api/admin/storage/mount-paths/{id}', { schema: adminStorageMountPathUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

export function deleteMountPath(id: number) {
  return api.delete('/api/admin/storage/mount-paths/{id}', { schema: adminStorageMountPathDeleteResponse, path: { id }, rejectOnError: true });
}

export async function verifyMountPath(input: { path: string; node_id: number | null }) {
  const body = await api.post('/api/admin/storage/mount-paths/verify', { schema: adminStorageMountPathVerifyResponse, json: input, rejectOnError: true });
  return body.data;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: storageKeys.mountPaths() }), queryClient.invalidateQueries({ queryKey: storageKeys.overview() })]);
}

/** Adds a mount path (`id` null) or saves one; the list and the overview refetch. */
export function useSaveMountPath() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MountPathInput }) => (id === null ? createMountPath(input) : updateMountPath(id, input)),
    onSuccess: refresh,
  });
}

export function useDeleteMountPath() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteMountPath, onSuccess: refresh });
}

/** Asks the chosen node (or every node) whether the path exists; changes nothing. */
export function useVerifyMountPath() {
  return useMutation({ mutationFn: verifyMountPath });
}
