import { api } from '@portal/api-client';
import { adminTrialsSettingsResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appManagementKeys } from './keys.ts';

export async function getTrialsSettings(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/trials', { schema: adminTrialsSettingsResponse, signal, rejectOnError: true });
  return body.data;
}

export function trialsSettingsQuery() {
  return queryOptions({ queryKey: appManagementKeys.trials(), queryFn: ({ signal }) => getTrialsSettings(signal) });
}

/** The trial settings, the products offered as trials and the newest trial accounts. */
export function useTrialsSettings() {
  return useQuery(trialsSettingsQuery());
}
