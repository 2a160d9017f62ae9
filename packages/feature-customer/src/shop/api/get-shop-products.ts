import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopKeys } from './shop-keys.ts';
import { customerShopProductsResponse } from '@portal/api-client/schemas';

export async function getShopProducts(signal?: AbortSignal) {
  const body = await api.get('/api/customer/shop/products', { schema: customerShopProductsResponse, signal, rejectOnError: true });
  return body.data;
}

export function shopProductsQuery(userId: number) {
  return queryOptions({
    queryKey: shopKeys.products(userId),
    queryFn: ({ signal }) => getShopProducts(signal),
    // Products and prices change rarely; a visit to another screen need not fetch them again.
    staleTime: 5 * 60_000,
  });
}

/** The shop's products, grouped by server type. */
export function useShopProducts(userId: number, { enabled = true } = {}) {
  return useQuery({ ...shopProductsQuery(userId), enabled });
}
