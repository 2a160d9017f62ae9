import { api } from '@portal/api-client';
import { adminUserShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from './keys.ts';

export async function getUser(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/users/user/{id}', { schema: adminUserShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function userQuery(id: number) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });
}

/** One user as the admin edits them. */
export function useUser(id: number) {
  return useQuery(userQuery(id));
}
