import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statusKeys } from './status-keys.ts';
import { platformStatusResponse } from '@portal/api-client/schemas';

/** How often the open status page asks again; it pauses while the tab is hidden. */
export const STATUS_REFRESH_MS = 30_000;

export async function getStatus(signal?: AbortSignal) {
  const body = await api.get('/api/customer/status', { schema: platformStatusResponse, signal, rejectOnError: true });
  return body.data;
}

export function statusQuery(userId: number) {
  return queryOptions({
    queryKey: statusKeys.user(userId),
    queryFn: ({ signal }) => getStatus(signal),
    refetchInterval: STATUS_REFRESH_MS,
  });
}

/** The platform's services, nodes and incidents right now, refreshed while the page is open. */
export function useStatus(userId: number) {
  return useQuery(statusQuery(userId));
}
