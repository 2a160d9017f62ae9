import type { QueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';

/** After an invite: the list again, not the invite backups kept under the same key. */
export function invalidateInvites(queryClient: QueryClient, serverId: number) {
  return queryClient.invalidateQueries({ queryKey: serverKeys.invites(serverId), exact: true });
}
