import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '#api/keys.ts';
import { adminDashboardResponse } from '@portal/api-client/schemas';

export async function getAdminDashboard(signal?: AbortSignal) {
  const body = await api.get('/api/admin/dashboard', { schema: adminDashboardResponse, signal, rejectOnError: true });
  return body.data;
}

export function adminDashboardQuery() {
  return queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => getAdminDashboard(signal),
    refetchInterval: 60_000,
  });
}

/** The platform at a glance, refreshed every minute while the screen is open. */
export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
