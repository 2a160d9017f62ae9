import { api } from '@portal/api-client';
import { resellerWhmcsRemoteProductsListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';

export async function getWhmcsRemoteProducts(signal?: AbortSignal) {
  const body = await api.get('/api/reseller/whmcs/whmcs-products', { schema: resellerWhmcsRemoteProductsListResponse, signal, rejectOnError: true });
  return body.data;
}

export function whmcsRemoteProductsQuery() {
  return queryOptions({ queryKey: whmcsKeys.remoteProducts(), queryFn: ({ signal }) => getWhmcsRemoteProducts(signal) });
}

/** The products of the reseller's WHMCS, to map to. */
export function useWhmcsRemoteProducts() {
  return useQuery(whmcsRemoteProductsQuery());
}
