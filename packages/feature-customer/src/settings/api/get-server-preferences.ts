import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import { settingsServerShowResponse } from '@portal/api-client/schemas';

export async function getServerPreferences(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/settings/servers/{id}', { schema: settingsServerShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function serverPreferencesQuery(id: number) {
  return queryOptions({ queryKey: settingsKeys.server(id), queryFn: ({ signal }) => getServerPreferences(id, signal) });
}

/** The preferences of one of the user's servers. */
export function useServerPreferences(id: number) {
  return useQuery(serverPreferencesQuery(id));
}
