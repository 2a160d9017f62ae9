import { api } from '@portal/api-client';
import { adminUsersListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys, type UserListParams } from './keys.ts';

export async function getUsers({ page, perPage, search, role, sortColumn, sortDirection }: UserListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/users', {
    schema: adminUsersListResponse,
    query: { page, perpage: perPage, sortColumn, sortDirection, ...(search ? { search } : {}), ...(role ? { role } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function usersQuery(params: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of every user on the platform, searched, filtered by role and sorted on the server. */
export function useUsers(params: UserListParams) {
  return useQuery(usersQuery(params));
}
