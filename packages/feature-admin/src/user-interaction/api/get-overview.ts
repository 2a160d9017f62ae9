import { api } from '@portal/api-client';
import { adminUserInteractionOverviewResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';

export async function getOverview(signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction', { schema: adminUserInteractionOverviewResponse, signal, rejectOnError: true });
  return body.data;
}

export function overviewQuery() {
  return queryOptions({ queryKey: userInteractionKeys.overview(), queryFn: ({ signal }) => getOverview(signal) });
}

/** What reaches the customers right now. */
export function useOverview() {
  return useQuery(overviewQuery());
}
