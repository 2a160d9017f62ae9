import { api } from '@portal/api-client';
import {
  adminStorageDeploymentOverrideDeleteResponse,
  adminStorageDeploymentOverrideSaveResponse,
  adminStorageDeploymentPathsResponse,
  adminStorageDeploymentPathsSaveResponse,
} from '@portal/api-client/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storageKeys } from './keys.ts';
import type { DeploymentOverrideInput, DeploymentPathsInput } from './types.ts';

export async function getDeploymentPaths(signal?: AbortSignal) {
  const body = await api.get('/api/admin/storage/deployment-paths', { schema: adminStorageDeploymentPathsResponse, signal, rejectOnError: true });
  return body.data;
}

export function deploymentPathsQuery() {
  return queryOptions({ queryKey: storageKeys.deploymentPaths(), queryFn: ({ signal }) => getDeploymentPaths(signal) });
}

/** Where stacks, their configuration and transcoding go: the defaults and the nodes' own. */
export function useDeploymentPaths() {
  return useQuery(deploymentPathsQuery());
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: storageKeys.deploymentPaths() }), queryClient.invalidateQueries({ queryKey: storageKeys.overview() })]);
}

export function saveDeploymentPaths(input: DeploymentPathsInput) {
  return api.post('/api/admin/storage/deployment-paths', { schema: adminStorageDeploymentPathsSaveResponse, json: input, rejectOnError: true });
}

export function saveDeploymentOverride(nodeId: number, input: DeploymentOverrideInput) {
  return api.post('/api/admin/storage/deployment-paths/nodes/{id}', { schema: adminStorageDeploymentOverrideSaveResponse, path: { id: nodeId }, json: input, rejectOnError: true });
}

export function deleteDeploymentOverride(nodeId: number) {
  return api.delete('/api/admin/storage/deployment-paths/nodes/{id}', { schema: adminStorageDeploymentOverrideDeleteResponse, path: { id: nodeId }, rejectOnError: true });
}

export function useSaveDeploymentPaths() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: saveDeploymentPaths, onSuccess: refresh });
}

export function useSaveDeploymentOverride() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: ({ nodeId, input }: { nodeId: number; input: DeploymentOverrideInput }) => saveDeploymentOverride(nodeId, input), onSuccess: refresh });
}

export function useDeleteDeploymentOverride() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteDeploymentOverride, onSuccess: refresh });
}
