import { api, type PlexScan } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsScansResponse } from '@portal/api-client/schemas';

/** How often the scans are read again while one is running. */
export const SCAN_REFRESH_MS = 3000;

export async function getScans(signal?: AbortSignal) {
  const body = await api.get('/api/customer/plex-tools/scans', { schema: plexToolsScansResponse, signal, rejectOnError: true });
  return body.data;
}

function anyRunning(scans: PlexScan[] | undefined): boolean {
  return scans?.some((scan) => scan.status === 'running') ?? false;
}

export function scansQuery() {
  return queryOptions({
    queryKey: plexToolsKeys.scans(),
    queryFn: ({ signal }) => getScans(signal),
    refetchInterval: (query) => (anyRunning(query.state.data) ? SCAN_REFRESH_MS : false),
  });
}

/** The user's media scans, running ones first; refreshes while one runs. */
export function useScans() {
  return useQuery(scansQuery());
}
