import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import { settingsCdnHostShowResponse } from '@portal/api-client/schemas';

export async function getCdnHost(signal?: AbortSignal) {
  const body = await api.get('/api/customer/settings/cdn-host', { schema: settingsCdnHostShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function cdnHostQuery() {
  return queryOptions({ queryKey: settingsKeys.cdnHost(), queryFn: ({ signal }) => getCdnHost(signal) });
}

/** The user's own CDN host name and the CNAME target it must point at. */
export function useCdnHost() {
  return useQuery(cdnHostQuery());
}
