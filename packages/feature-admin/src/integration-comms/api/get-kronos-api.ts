import { api } from '@portal/api-client';
import { adminKronosApiResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export async function getKronosApi(signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/kronos-api', { schema: adminKronosApiResponse, signal, rejectOnError: true });
  return body.data;
}

export function kronosApiQuery() {
  return queryOptions({ queryKey: integrationCommsKeys.kronosApi(), queryFn: ({ signal }) => getKronosApi(signal) });
}

/** The API's clients, the reseller panels connected through it, and its domain. */
export function useKronosApi() {
  return useQuery(kronosApiQuery());
}
