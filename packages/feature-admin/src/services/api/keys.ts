import { adminKeys } from '#api/keys.ts';
import type { AdminServiceSortColumn, ServerStatus, ServerType } from './types.ts';

export interface ServiceListParams {
  page: number;
  perPage: number;
  search: string;
  sortColumn: AdminServiceSortColumn;
  sortDirection: 'asc' | 'desc';
  type: ServerType | null;
  status: ServerStatus | null;
  /** A node's id. */
  node: number | null;
  /** The owner's id. */
  user: number | null;
}

/** Query keys of the services list, under the admin area's root. */
export const serviceKeys = {
  all: [...adminKeys.all, 'services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (params: ServiceListParams) => [...serviceKeys.lists(), params] as const,
  filters: () => [...serviceKeys.all, 'filters'] as const,
};
