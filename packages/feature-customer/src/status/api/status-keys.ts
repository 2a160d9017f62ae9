/**
 * Query keys of the status page. Keyed by user: the nodes listed, and the servers on them,
 * depend on who asks.
 */
export const statusKeys = {
  all: ['customer', 'status'] as const,
  user: (userId: number) => [...statusKeys.all, userId] as const,
};
