import { api } from '@portal/api-client';
import { resellerWhmcsMappingShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';

export async function getWhmcsMapping(productId: number, signal?: AbortSignal) {
  const body = await api.get('/api/reseller/whmcs/products/{product}', { path: { product: productId }, schema: resellerWhmcsMappingShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function whmcsMappingQuery(productId: number) {
  return queryOptions({ queryKey: whmcsKeys.mapping(productId), queryFn: ({ signal }) => getWhmcsMapping(productId, signal) });
}

/** How one reseller product is mapped to WHMCS. */
export function useWhmcsMapping(productId: number) {
  return useQuery(whmcsMappingQuery(productId));
}
