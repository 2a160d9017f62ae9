import { adminKeys } from '#api/keys.ts';

export type UserRoleFilter = 'admin' | 'moderator' | 'contributor' | 'trial' | 'customer';
export type UserSortColumn = 'id' | 'name' | 'email' | 'created_at';

export interface UserListParams {
  page: number;
  perPage: number;
  search: string;
  role: UserRoleFilter | null;
  sortColumn: UserSortColumn;
  sortDirection: 'asc' | 'desc';
}

/** Query keys of the admin's users, under the area's root. */
export const userKeys = {
  all: [...adminKeys.all, 'users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'user'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  servers: (id: number) => [...userKeys.detail(id), 'servers'] as const,
};
