import { api } from '@portal/api-client';
import { adminUserServersResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from './keys.ts';

export async function getUserServers(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/users/user/{id}/servers', { schema: adminUserServersResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function userServersQuery(id: number) {
  return queryOptions({ queryKey: userKeys.servers(id), queryFn: ({ signal }) => getUserServers(id, signal) });
}

/** The user's media servers, each with the node it runs on. */
export function useUserServers(id: number) {
  return useQuery(userServersQuery(id));
}
