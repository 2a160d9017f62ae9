import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsInviteBackupsResponse } from '@portal/api-client/schemas';

export async function getInviteBackups(signal?: AbortSignal) {
  const body = await api.get('/api/customer/plex-tools/invites/backups', { schema: plexToolsInviteBackupsResponse, signal, rejectOnError: true });
  return body.data;
}

export function inviteBackupsQuery() {
  return queryOptions({ queryKey: plexToolsKeys.inviteBackups(), queryFn: ({ signal }) => getInviteBackups(signal) });
}

/** The invite backups of all the user's Plex servers, newest first. */
export function useInviteBackups() {
  return useQuery(inviteBackupsQuery());
}
