import { api } from '@portal/api-client';
import { resellerProductShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './keys.ts';

export async function getProduct(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/reseller/products/{id}', { schema: resellerProductShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function productQuery(id: number) {
  return queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });
}

/** One of the reseller's products; another's is not found (404). */
export function useProduct(id: number) {
  return useQuery(productQuery(id));
}
