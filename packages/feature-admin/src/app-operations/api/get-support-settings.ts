import { api } from '@portal/api-client';
import { adminSupportSettingsShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';

export async function getSupportSettings(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/support-settings', { schema: adminSupportSettingsShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function supportSettingsQuery() {
  return queryOptions({ queryKey: appOperationKeys.supportSettings(), queryFn: ({ signal }) => getSupportSettings(signal) });
}

/** How the support desk works. */
export function useSupportSettings() {
  return useQuery(supportSettingsQuery());
}
