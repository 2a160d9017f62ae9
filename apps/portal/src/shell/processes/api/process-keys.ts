import { shellKeys } from '#shell/shell-keys.ts';

/** Query keys of the processes the shell shows admins. */
export const processKeys = {
  all: [...shellKeys.all, 'processes'] as const,
  recent: () => [...processKeys.all, 'recent'] as const,
  detail: (id: number) => [...processKeys.all, 'detail', id] as const,
  relatedLists: () => [...processKeys.all, 'related'] as const,
  related: (id: number) => [...processKeys.relatedLists(), id] as const,
};
