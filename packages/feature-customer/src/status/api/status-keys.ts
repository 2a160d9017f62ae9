import { customerKeys } from '#api/keys.ts';

/**
 * Query keys of the status page. Keyed by user: the nodes listed, and the servers on them,
 * depend on who asks.
 */
export const statusKeys = {
  all: [...customerKeys.all, 'status'] as const,
  user: (userId: number) => [...statusKeys.all, userId] as const,
};
