import { api } from '@portal/api-client';
import { adminAutomationCatalogueResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { automationKeys } from './keys.ts';

export async function getCatalogue(signal?: AbortSignal) {
  const body = await api.get('/api/admin/automations/catalogue', { schema: adminAutomationCatalogueResponse, signal, rejectOnError: true });
  return body.data;
}

export function catalogueQuery() {
  // Changes only with a deployment or with the nodes, channels and scripts it names.
  return queryOptions({ queryKey: automationKeys.catalogue(), queryFn: ({ signal }) => getCatalogue(signal), staleTime: 5 * 60_000 });
}

/** The triggers, conditions and actions an automation can be made of. */
export function useCatalogue() {
  return useQuery(catalogueQuery());
}
