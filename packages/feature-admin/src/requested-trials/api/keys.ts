import { adminKeys } from '#api/keys.ts';

export type TrialStatusFilter = 'pending' | 'approved' | 'rejected' | null;
export type TrialKindFilter = 'trial' | 'product' | null;
export type TrialSort = 'newest' | 'oldest' | 'name';

export interface TrialListParams {
  page: number;
  search: string;
  status: TrialStatusFilter;
  kind: TrialKindFilter;
  sort: TrialSort;
}

/** Query keys of the trial requests: lists, one request, and the products a trial can use. */
export const trialKeys = {
  all: [...adminKeys.all, 'requested-trials'] as const,
  lists: () => [...trialKeys.all, 'list'] as const,
  list: (params: TrialListParams) => [...trialKeys.lists(), params] as const,
  detail: (id: number) => [...trialKeys.all, 'detail', id] as const,
  products: () => [...trialKeys.all, 'products'] as const,
};
