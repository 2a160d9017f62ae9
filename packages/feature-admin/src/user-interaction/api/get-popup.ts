import { api } from '@portal/api-client';
import { adminPopupShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';

export async function getPopup(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/popups/{id}', { schema: adminPopupShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function popupQuery(id: number) {
  return queryOptions({ queryKey: userInteractionKeys.popup(id), queryFn: ({ signal }) => getPopup(id, signal) });
}

/** One popup, to edit. */
export function usePopup(id: number) {
  return useQuery(popupQuery(id));
}
