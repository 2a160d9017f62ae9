import { api } from '@portal/api-client';
import { adminContentBlockShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userInteractionKeys } from './keys.ts';

export async function getBlock(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/blocks/{id}', { schema: adminContentBlockShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function blockQuery(id: number) {
  return queryOptions({ queryKey: userInteractionKeys.block(id), queryFn: ({ signal }) => getBlock(id, signal) });
}

/** One block, to edit. */
export function useBlock(id: number) {
  return useQuery(blockQuery(id));
}
