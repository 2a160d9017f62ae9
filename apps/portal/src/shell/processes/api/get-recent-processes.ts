import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { RECENT_PROCESSES_REFETCH_MS, shouldRefetchRecentProcesses } from '../refetch-rule.ts';
import { processKeys } from './process-keys.ts';
import { adminProcessesRecentResponse } from '@portal/api-client/schemas';

export async function getRecentProcesses(signal?: AbortSignal) {
  const body = await api.get('/api/admin/processes/recent', { schema: adminProcessesRecentResponse, signal, rejectOnError: true });
  return { processes: body.data, lastUpdated: body.meta.last_updated };
}

export function recentProcessesQuery() {
  return queryOptions({
    queryKey: processKeys.recent(),
    queryFn: ({ signal }) => getRecentProcesses(signal),
    // Reopening the panel fetches by the same rule as the timer: only a list older than 30 s.
    staleTime: (query) => (shouldRefetchRecentProcesses(query.state.data?.lastUpdated, Date.now()) ? 0 : Infinity),
  });
}

/** The last hour's processes; while mounted, looks every 30 s and fetches when the list is older than 30 s. */
export function useRecentProcesses() {
  const recent = useQuery(recentProcessesQuery());
  const lastUpdated = useRef(recent.data?.lastUpdated);
  useEffect(() => {
    lastUpdated.current = recent.data?.lastUpdated;
  });
  const { refetch } = recent;

  useEffect(() => {
    const timer = setInterval(() => {
      if (shouldRefetchRecentProcesses(lastUpdated.current, Date.now())) void refetch();
    }, RECENT_PROCESSES_REFETCH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  return recent;
}
