import { api } from '@portal/api-client';
import { adminProductTypesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './keys.ts';

export async function getProductTypes(category: string, signal?: AbortSignal) {
  const body = await api.get('/api/admin/products/categories/{category}/types', { schema: adminProductTypesListResponse, path: { category }, signal, rejectOnError: true });
  return body.data;
}

export function productTypesQuery(category: string) {
  return queryOptions({ queryKey: productKeys.types(category), queryFn: ({ signal }) => getProductTypes(category, signal) });
}

/** A category with the types a product of it can be, and what each type starts with. */
export function useProductTypes(category: string) {
  return useQuery(productTypesQuery(category));
}
