import { adminKeys } from '#api/keys.ts';

export type ProcessSort = 'newest' | 'oldest' | 'longest';

export interface ProcessListParams {
  page: number;
  search: string;
  /** A node's id, or null for every node. */
  node: number | null;
  status: 'success' | 'failed' | null;
  sort: ProcessSort;
}

/** Query keys of the process history (the shell's panel keeps its own, under the shell's root). */
export const processKeys = {
  all: [...adminKeys.all, 'processes'] as const,
  lists: () => [...processKeys.all, 'list'] as const,
  list: (params: ProcessListParams) => [...processKeys.lists(), params] as const,
  detail: (id: number) => [...processKeys.all, 'detail', id] as const,
  relatedLists: () => [...processKeys.all, 'related'] as const,
  related: (id: number) => [...processKeys.relatedLists(), id] as const,
};
