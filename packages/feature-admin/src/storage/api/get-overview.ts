import { api } from '@portal/api-client';
import { adminStorageOverviewResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storageKeys } from './keys.ts';

export async function getStorageOverview(signal?: AbortSignal) {
  const body = await api.get('/api/admin/storage', { schema: adminStorageOverviewResponse, signal, rejectOnError: true });
  return body.data;
}

export function storageOverviewQuery() {
  return queryOptions({ queryKey: storageKeys.overview(), queryFn: ({ signal }) => getStorageOverview(signal) });
}

/** The mounts by state, the failing ones first, and how many paths of each kind are set. */
export function useStorageOverview() {
  return useQuery(storageOverviewQuery());
}
