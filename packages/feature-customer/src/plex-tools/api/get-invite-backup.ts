import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsInviteBackupShowResponse } from '@portal/api-client/schemas';

export async function getInviteBackup(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/plex-tools/invites/backups/{backup}', { schema: plexToolsInviteBackupShowResponse, path: { backup: id }, signal, rejectOnError: true });
  return body.data;
}

export function inviteBackupQuery(id: number) {
  return queryOptions({ queryKey: plexToolsKeys.inviteBackup(id), queryFn: ({ signal }) => getInviteBackup(id, signal) });
}

/** One invite backup with the invites it keeps. */
export function useInviteBackup(id: number) {
  return useQuery(inviteBackupQuery(id));
}
