import { api } from '@portal/api-client';
import { adminProductsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './keys.ts';

export async function getProducts(category: string | null, signal?: AbortSignal) {
  const body = await api.get('/api/admin/products', { schema: adminProductsListResponse, query: category ? { category } : {}, signal, rejectOnError: true });
  return body.data;
}

export function productsQuery(category: string | null) {
  return queryOptions({
    queryKey: productKeys.list(category),
    queryFn: ({ signal }) => getProducts(category, signal),
    // The list on screen stays while another category's loads.
    placeholderData: keepPreviousData,
  });
}

/** Every product, hidden and inactive ones included, or those of one category. */
export function useProducts(category: string | null) {
  return useQuery(productsQuery(category));
}
