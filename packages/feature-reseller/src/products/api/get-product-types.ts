import { api } from '@portal/api-client';
import { resellerProductTypesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './keys.ts';

export async function getProductTypes(signal?: AbortSignal) {
  const body = await api.get('/api/reseller/products/types', { schema: resellerProductTypesListResponse, signal, rejectOnError: true });
  return body.data;
}

export function productTypesQuery() {
  return queryOptions({ queryKey: productKeys.types(), queryFn: ({ signal }) => getProductTypes(signal), staleTime: 5 * 60_000 });
}

/** The types a product can be created as (with their defaults and largest limits) and the nodes it can deploy on. */
export function useProductTypes() {
  return useQuery(productTypesQuery());
}
