import type { ServerType } from '@portal/api-client';

/** Query keys of the customer's servers. */
export const serverKeys = {
  all: ['customer', 'servers'] as const,
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
