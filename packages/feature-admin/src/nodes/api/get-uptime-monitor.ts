import { api } from '@portal/api-client';
import { adminUptimeRobotFetchResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export async function getUptimeMonitor(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/uptime-robot/fetch/{id}', { schema: adminUptimeRobotFetchResponse, path: { id }, signal, rejectOnError: true });
  return body.data ?? null;
}

export function uptimeMonitorQuery(id: number) {
  return queryOptions({
    queryKey: nodeKeys.monitor(id),
    queryFn: ({ signal }) => getUptimeMonitor(id, signal),
  });
}

/** The node's uptime monitor, or null when the node is not monitored. */
export function useUptimeMonitor(id: number) {
  return useQuery(uptimeMonitorQuery(id));
}
