import { api } from '@portal/api-client';
import { resellerWhmcsMappingsListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';

export async function getWhmcsMappings(signal?: AbortSignal) {
  const body = await api.get('/api/reseller/whmcs/mappings', { schema: resellerWhmcsMappingsListResponse, signal, rejectOnError: true });
  return body.data;
}

export function whmcsMappingsQuery() {
  return queryOptions({ queryKey: whmcsKeys.mappings(), queryFn: ({ signal }) => getWhmcsMappings(signal) });
}

/** Each reseller product with the WHMCS product it is mapped to. */
export function useWhmcsMappings() {
  return useQuery(whmcsMappingsQuery());
}
