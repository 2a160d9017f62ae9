import { queryOptions } from '@tanstack/react-query';
import { api } from '../http/client.ts';
import { systemSettingsAnswer } from '../session/answers.ts';
import { systemKeys } from './keys.ts';

export async function fetchSystemSettings(signal?: AbortSignal) {
  const body = await api.get('/api/system/settings', { schema: systemSettingsAnswer, signal, rejectOnError: true });
  return body.data;
}

/** The system settings, shared by the shell and every feature. */
export function systemSettingsQuery() {
  return queryOptions({
    queryKey: systemKeys.settings(),
    queryFn: ({ signal }) => fetchSystemSettings(signal),
    staleTime: 5 * 60_000,
  });
}
