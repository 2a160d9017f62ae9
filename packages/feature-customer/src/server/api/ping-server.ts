import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { customerServerPingResponse } from '@portal/api-client/schemas';

/** How often the open page asks whether the media server answers. */
export const PING_INTERVAL_MS = 30_000;

export async function pingServer(id: number, signal?: AbortSignal) {
  const body = await api.post('/api/customer/servers/{id}/ping', { schema: customerServerPingResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function pingQuery(id: number) {
  return queryOptions({
    queryKey: serverKeys.ping(id),
    queryFn: ({ signal }) => pingServer(id, signal),
    // A ping is only worth anything while it is fresh: every 30 s and on focus, never in a hidden tab.
    staleTime: 0,
    refetchInterval: PING_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
}

/** Whether the server's media server answers, and how fast. */
export function usePing(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...pingQuery(id), enabled });
}
