import { api } from '@portal/api-client';
import { adminUptimeRobotFetchResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationKeys } from './keys.ts';

export async function getNodeMonitor(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/uptime-robot/fetch/{id}', { schema: adminUptimeRobotFetchResponse, path: { id }, signal, rejectOnError: true });
  return body.data ?? null;
}

export function nodeMonitorQuery(id: number) {
  return queryOptions({ queryKey: integrationKeys.monitor(id), queryFn: ({ signal }) => getNodeMonitor(id, signal) });
}

/** The node's uptime monitor, or null when it has none. */
export function useNodeMonitor(id: number) {
  return useQuery(nodeMonitorQuery(id));
}
