import type { ServerType } from '@portal/api-client';

/** Query keys of the customer's servers. */
export const serverKeys = {
  all: ['customer', 'servers'] as const,
  lists: () => [...serverKeys.all, 'list'] as const,
  list: (filters: { type?: ServerType } = {}) => [...serverKeys.lists(), filters] as const,
  details: () => [...serverKeys.all, 'detail'] as const,
  detail: (id: number) => [...serverKeys.details(), id] as const,
};
