import { api } from '@portal/api-client';
import { adminAppSystemShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appManagementKeys } from './keys.ts';

export async function getAppSystem(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/system', { schema: adminAppSystemShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function appSystemQuery() {
  return queryOptions({ queryKey: appManagementKeys.system(), queryFn: ({ signal }) => getAppSystem(signal) });
}

/** The platform's name, version, logo and icon. */
export function useAppSystem() {
  return useQuery(appSystemQuery());
}
