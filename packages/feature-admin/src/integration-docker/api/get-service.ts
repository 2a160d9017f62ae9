import { api } from '@portal/api-client';
import { adminDockerServiceResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dockerKeys } from './keys.ts';

export async function getDockerService(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/docker-services/{id}', { path: { id }, schema: adminDockerServiceResponse, signal, rejectOnError: true });
  return body.data;
}

export function dockerServiceQuery(id: number) {
  return queryOptions({ queryKey: dockerKeys.service(id), queryFn: ({ signal }) => getDockerService(id, signal) });
}

/** One docker service, for its form. */
export function useDockerService(id: number) {
  return useQuery(dockerServiceQuery(id));
}
