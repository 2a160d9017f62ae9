import { api } from '@portal/api-client';
import { adminRequestSettingsShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export async function getRequestSettings(signal?: AbortSignal) {
  const body = await api.get('/api/admin/requests/settings', { schema: adminRequestSettingsShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function requestSettingsQuery() {
  return queryOptions({ queryKey: requestSetupKeys.settings(), queryFn: ({ signal }) => getRequestSettings(signal) });
}

/** The lounge's switch and the external link the customer menu shows while it is off. */
export function useRequestSettings() {
  return useQuery(requestSettingsQuery());
}
