import type { ServerType } from '@portal/api-client';

/**
 * The root of every query key of the customer area. Each area's factory starts from it, so
 * invalidating the area refreshes its data and never another package's.
 */
export const customerKeys = {
  all: ['customer'] as const,
};

/** The customer's servers: the list every screen shares, and each server's parts. */
export const serverKeys = {
  all: [...customerKeys.all, 'servers'] as const,
  lists: () => [...serverKeys.all, 'list'] as const,
  list: (filters: { type?: ServerType } = {}) => [...serverKeys.lists(), filters] as const,
  details: () => [...serverKeys.all, 'detail'] as const,
  detail: (id: number) => [...serverKeys.details(), id] as const,
  ping: (id: number) => [...serverKeys.detail(id), 'ping'] as const,
  claimStatus: (id: number) => [...serverKeys.detail(id), 'claim-status'] as const,
  cdn: (id: number) => [...serverKeys.detail(id), 'cdn'] as const,
  backups: (id: number) => [...serverKeys.detail(id), 'backups'] as const,
  libraries: (id: number) => [...serverKeys.detail(id), 'libraries'] as const,
  invites: (id: number) => [...serverKeys.detail(id), 'invites'] as const,
};

/**
 * The invites of a Plex account across its servers, as the Plex tools list them. Per account, never
 * per token or password: neither belongs in a cache key. An invite sent from any screen changes them.
 */
export const plexAccountKeys = {
  all: [...customerKeys.all, 'plex-tools', 'invites'] as const,
  invites: (account: string) => [...plexAccountKeys.all, account] as const,
};
