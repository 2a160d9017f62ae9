import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import { settingsProfileShowResponse } from '@portal/api-client/schemas';

export async function getProfile(signal?: AbortSignal) {
  const body = await api.get('/api/customer/settings/profile', { schema: settingsProfileShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function profileQuery() {
  return queryOptions({ queryKey: settingsKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });
}

/** The signed-in user's profile, time zone and e-mail preferences. */
export function useProfile() {
  return useQuery(profileQuery());
}
