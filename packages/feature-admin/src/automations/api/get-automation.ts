import { api } from '@portal/api-client';
import { adminAutomationShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { automationKeys } from './keys.ts';

export async function getAutomation(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/automations/{id}', { path: { id }, schema: adminAutomationShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function automationQuery(id: number) {
  return queryOptions({ queryKey: automationKeys.detail(id), queryFn: ({ signal }) => getAutomation(id, signal) });
}

/** One automation with its most recent runs. */
export function useAutomation(id: number) {
  return useQuery(automationQuery(id));
}
