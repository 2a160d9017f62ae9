import { api } from '@portal/api-client';
import { adminRequestsOverviewResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from './keys.ts';

export async function getRequestsOverview(signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/overview', { schema: adminRequestsOverviewResponse, signal, rejectOnError: true });
  return body.data;
}

export function requestsOverviewQuery() {
  return queryOptions({ queryKey: requestKeys.overview(), queryFn: ({ signal }) => getRequestsOverview(signal) });
}

/** What waits for the staff in the request lounge. */
export function useRequestsOverview() {
  return useQuery(requestsOverviewQuery());
}
