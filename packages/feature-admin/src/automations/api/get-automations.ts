import { api } from '@portal/api-client';
import { adminAutomationsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { automationKeys, type AutomationListParams, type AutomationSort } from './keys.ts';

/** Automations per page. */
export const AUTOMATIONS_PER_PAGE = 20;

const ORDER: Record<AutomationSort, { sortColumn: 'name' | 'last_run_at' | 'runs_count' | 'created_at'; sortDirection: 'asc' | 'desc' }> = {
  name: { sortColumn: 'name', sortDirection: 'asc' },
  'last-run': { sortColumn: 'last_run_at', sortDirection: 'desc' },
  runs: { sortColumn: 'runs_count', sortDirection: 'desc' },
  newest: { sortColumn: 'created_at', sortDirection: 'desc' },
};

export async function getAutomations({ page, search, enabled, trigger, sort }: AutomationListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/automations', {
    schema: adminAutomationsListResponse,
    query: { page, perpage: AUTOMATIONS_PER_PAGE, ...ORDER[sort], ...(search ? { search } : {}), ...(enabled ? { enabled } : {}), ...(trigger ? { trigger } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function automationsQuery(params: AutomationListParams) {
  return queryOptions({
    queryKey: automationKeys.list(params),
    queryFn: ({ signal }) => getAutomations(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of automations as the address asks for it. */
export function useAutomations(params: AutomationListParams) {
  return useQuery(automationsQuery(params));
}
