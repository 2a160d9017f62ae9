import { api } from '@portal/api-client';
import { adminAlertsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGE_ORDER, PER_PAGE, userInteractionKeys, type MessageListParams } from './keys.ts';

export async function getAlerts(params: MessageListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/alerts', {
    schema: adminAlertsListResponse,
    query: { page: params.page, perpage: PER_PAGE, ...MESSAGE_ORDER[params.sort], ...(params.search ? { search: params.search } : {}), ...(params.state !== 'all' ? { state: params.state } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function alertsQuery(params: MessageListParams) {
  return queryOptions({
    queryKey: userInteractionKeys.alertList(params),
    queryFn: ({ signal }) => getAlerts(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the alerts as the address asks for it. */
export function useAlerts(params: MessageListParams) {
  return useQuery(alertsQuery(params));
}
