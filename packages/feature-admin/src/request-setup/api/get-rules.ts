import { api } from '@portal/api-client';
import { adminRequestRulesShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export async function getRequestRules(signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/rules', { schema: adminRequestRulesShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function requestRulesQuery() {
  return queryOptions({ queryKey: requestSetupKeys.rules(), queryFn: ({ signal }) => getRequestRules(signal) });
}

/** The rules that limit requests: the weekly quotas, seasons, 4K and auto-approval. */
export function useRequestRules() {
  return useQuery(requestRulesQuery());
}
