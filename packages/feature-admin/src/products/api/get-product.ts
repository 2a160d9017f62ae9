import { api } from '@portal/api-client';
import { adminProductShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './keys.ts';

export async function getProduct(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/products/{id}', { schema: adminProductShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function productQuery(id: number) {
  return queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });
}

/** One product with its settings and how many services use it. */
export function useProduct(id: number) {
  return useQuery(productQuery(id));
}
