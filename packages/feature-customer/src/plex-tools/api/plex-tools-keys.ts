import { customerKeys } from '#api/keys.ts';

/**
 * Query keys of the Plex tools. Server lists and libraries use `serverKeys`, a Plex account's
 * invites `plexAccountKeys` (an invite from the server page changes them too).
 */
export const plexToolsKeys = {
  all: [...customerKeys.all, 'plex-tools'] as const,
  inviteBackups: () => [...plexToolsKeys.all, 'invite-backups'] as const,
  inviteBackup: (id: number) => [...plexToolsKeys.inviteBackups(), id] as const,
  sync: () => [...plexToolsKeys.all, 'sync'] as const,
  collections: (serverId: number) => [...plexToolsKeys.all, 'collections', serverId] as const,
  scans: () => [...plexToolsKeys.all, 'scans'] as const,
};
