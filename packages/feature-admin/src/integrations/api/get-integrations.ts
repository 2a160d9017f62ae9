import { api } from '@portal/api-client';
import { adminIntegrationsListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationKeys } from './keys.ts';

export async function getIntegrations(signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations', { schema: adminIntegrationsListResponse, signal, rejectOnError: true });
  return body.data;
}

export function integrationsQuery() {
  return queryOptions({ queryKey: integrationKeys.list(), queryFn: ({ signal }) => getIntegrations(signal) });
}

/** Every integration: whether it is set up and how its last check went. */
export function useIntegrations() {
  return useQuery(integrationsQuery());
}
