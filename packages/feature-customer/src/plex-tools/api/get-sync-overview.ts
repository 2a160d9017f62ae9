import { api, type PlexSyncOverview } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsSyncOverviewResponse } from '@portal/api-client/schemas';

/** How often the runs are read again while one is still going. */
export const SYNC_REFRESH_MS = 3000;

export async function getSyncOverview(signal?: AbortSignal) {
  const body = await api.get('/api/customer/plex-tools/sync', { schema: plexToolsSyncOverviewResponse, signal, rejectOnError: true });
  return body.data;
}

function isRunning(overview: PlexSyncOverview | undefined): boolean {
  return overview?.runs.some((run) => run.status === 'running') ?? false;
}

export function syncOverviewQuery() {
  return queryOptions({
    queryKey: plexToolsKeys.sync(),
    queryFn: ({ signal }) => getSyncOverview(signal),
    refetchInterval: (query) => (isRunning(query.state.data) ? SYNC_REFRESH_MS : false),
  });
}

/** The user's Plex servers, the latest result per sync pair and the last runs; refreshes while a run goes on. */
export function useSyncOverview() {
  return useQuery(syncOverviewQuery());
}
