import { resellerKeys } from '#api/keys.ts';

export interface ServerListParams {
  page: number;
  perPage: number;
  search: string;
  sortColumn: 'name' | 'created_at' | 'status';
  sortDirection: 'asc' | 'desc';
  node: number | null;
  status: string | null;
}

export interface CustomerListParams {
  page: number;
  perPage: number;
  search: string;
}

/** Query keys of the reseller panel, under the reseller area's root. */
export const panelKeys = {
  all: [...resellerKeys.all, 'panel'] as const,
  overview: () => [...panelKeys.all, 'overview'] as const,
  node: (id: number) => [...panelKeys.all, 'node', id] as const,
  serverLists: () => [...panelKeys.all, 'servers'] as const,
  serverList: (params: ServerListParams) => [...panelKeys.serverLists(), params] as const,
  server: (id: number) => [...panelKeys.all, 'server', id] as const,
  customerList: (params: CustomerListParams) => [...panelKeys.all, 'customers', params] as const,
};
