import { resellerKeys } from '#api/keys.ts';

export interface ProductListParams {
  page: number;
  perPage: number;
  search: string;
  type: string | null;
  node: number | null;
  sortColumn: 'name' | 'price' | 'created_at' | 'servers_count';
  sortDirection: 'asc' | 'desc';
}

/** Query keys of the reseller's products, under the area's root (the WHMCS mapping invalidates `all`). */
export const productKeys = {
  all: [...resellerKeys.all, 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
  types: () => [...productKeys.all, 'types'] as const,
};
