import { api } from '@portal/api-client';
import { adminMediaTypesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export async function getMediaTypes(signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/media-types', { schema: adminMediaTypesListResponse, signal, rejectOnError: true });
  return body.data;
}

export function mediaTypesQuery() {
  return queryOptions({ queryKey: requestSetupKeys.mediaTypes(), queryFn: ({ signal }) => getMediaTypes(signal) });
}

/** The media types the lounge offers, in their order. */
export function useMediaTypes() {
  return useQuery(mediaTypesQuery());
}
