import { shellKeys } from '#shell/shell-keys.ts';

/** Query keys of the admin search. */
export const searchKeys = {
  all: [...shellKeys.all, 'admin-search'] as const,
  results: (query: string) => [...searchKeys.all, 'results', query] as const,
};
