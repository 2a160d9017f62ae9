import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loungeKeys } from './lounge-keys.ts';
import { requestLoungeHomeResponse } from '@portal/api-client/schemas';

export async function getRequestLounge(signal?: AbortSignal) {
  const body = await api.get('/api/customer/request-lounge', { schema: requestLoungeHomeResponse, signal, rejectOnError: true });
  return body.data;
}

export function requestLoungeQuery() {
  return queryOptions({ queryKey: loungeKeys.home(), queryFn: ({ signal }) => getRequestLounge(signal) });
}

/** The lounge's categories and the user's weekly request quota. */
export function useRequestLounge({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...requestLoungeQuery(), enabled });
}
