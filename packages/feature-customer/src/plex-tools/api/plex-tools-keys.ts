/** Query keys of the Plex tools. Server lists and libraries use `serverKeys`. */
export const plexToolsKeys = {
  all: ['customer', 'plex-tools'] as const,
  /** Per Plex account, never per token or password: neither belongs in a cache key. */
  invites: (account: string) => [...plexToolsKeys.all, 'invites', account] as const,
  inviteBackups: () => [...plexToolsKeys.all, 'invite-backups'] as const,
  inviteBackup: (id: number) => [...plexToolsKeys.inviteBackups(), id] as const,
  sync: () => [...plexToolsKeys.all, 'sync'] as const,
  collections: (serverId: number) => [...plexToolsKeys.all, 'collections', serverId] as const,
  scans: () => [...plexToolsKeys.all, 'scans'] as const,
};
