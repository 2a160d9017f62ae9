import { api } from '@portal/api-client';
import { adminPopupsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGE_ORDER, PER_PAGE, userInteractionKeys, type MessageListParams } from './keys.ts';

export async function getPopups(params: MessageListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/popups', {
    schema: adminPopupsListResponse,
    query: { page: params.page, perpage: PER_PAGE, ...MESSAGE_ORDER[params.sort], ...(params.search ? { search: params.search } : {}), ...(params.state !== 'all' ? { state: params.state } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function popupsQuery(params: MessageListParams) {
  return queryOptions({
    queryKey: userInteractionKeys.popupList(params),
    queryFn: ({ signal }) => getPopups(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the popups as the address asks for it. */
export function usePopups(params: MessageListParams) {
  return useQuery(popupsQuery(params));
}
