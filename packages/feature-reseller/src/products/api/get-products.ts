import { api } from '@portal/api-client';
import { resellerProductsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys, type ProductListParams } from './keys.ts';
import type { ProductType } from './types.ts';

const isType = (value: string | null): value is ProductType => value === 'plex' || value === 'emby' || value === 'jellyfin';

export async function getProducts({ page, perPage, search, type, node, sortColumn, sortDirection }: ProductListParams, signal?: AbortSignal) {
  const body = await api.get('/api/reseller/products', {
    schema: resellerProductsListResponse,
    query: {
      page,
      perpage: perPage,
      sortColumn,
      sortDirection,
      ...(search ? { search } : {}),
      ...(isType(type) ? { type } : {}),
      ...(node ? { node } : {}),
    },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function productsQuery(params: ProductListParams) {
  return queryOptions({
    queryKey: productKeys.list(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    // The page on screen stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the reseller's products, searched, filtered and sorted on the server. */
export function useProducts(params: ProductListParams) {
  return useQuery(productsQuery(params));
}
