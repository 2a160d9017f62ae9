import { api } from '@portal/api-client';
import { resellerWhmcsShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';

export async function getWhmcsLink(signal?: AbortSignal) {
  const body = await api.get('/api/reseller/whmcs', { schema: resellerWhmcsShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function whmcsLinkQuery() {
  return queryOptions({ queryKey: whmcsKeys.link(), queryFn: ({ signal }) => getWhmcsLink(signal) });
}

/** The reseller's WHMCS link: address, identifier, whether a secret is saved, and the last test. */
export function useWhmcsLink() {
  return useQuery(whmcsLinkQuery());
}
