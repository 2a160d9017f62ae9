import { api } from '@portal/api-client';
import { resellerShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { panelKeys } from './keys.ts';

export async function getOverview(signal?: AbortSignal) {
  const body = await api.get('/api/reseller', { schema: resellerShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function overviewQuery() {
  return queryOptions({ queryKey: panelKeys.overview(), queryFn: ({ signal }) => getOverview(signal) });
}

/** The reseller, their nodes with capacity and load, the counts and what to act on. */
export function useOverview() {
  return useQuery(overviewQuery());
}
