import { api } from '@portal/api-client';
import { adminLibraryMapsListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export async function getLibraryMaps(signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/library-maps', { schema: adminLibraryMapsListResponse, signal, rejectOnError: true });
  return body.data;
}

export function libraryMapsQuery() {
  return queryOptions({ queryKey: requestSetupKeys.libraryMaps(), queryFn: ({ signal }) => getLibraryMaps(signal) });
}

/** Which library each kind of request lands in, per server type. */
export function useLibraryMaps() {
  return useQuery(libraryMapsQuery());
}
