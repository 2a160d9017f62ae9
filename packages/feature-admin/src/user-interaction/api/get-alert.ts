import { api } from '@portal/api-client';
import { adminAlertShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';

export async function getAlert(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/alerts/{id}', { schema: adminAlertShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function alertQuery(id: number) {
  return queryOptions({ queryKey: userInteractionKeys.alert(id), queryFn: ({ signal }) => getAlert(id, signal) });
}

/** One alert, to edit. */
export function useAlert(id: number) {
  return useQuery(alertQuery(id));
}
