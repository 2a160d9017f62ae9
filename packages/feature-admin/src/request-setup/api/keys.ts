import { adminKeys } from '#api/keys.ts';

export type ContributionSort = 'newest' | 'oldest' | 'title';
export type ContributionKind = 'added' | 'upgraded' | 'fixed';

export interface ContributionListParams {
  page: number;
  search: string;
  /** A contributor's user id, or null for everyone. */
  contributor: number | null;
  kind: ContributionKind | null;
  sort: ContributionSort;
}

/** Query keys of the request lounge's set-up: rules, overrides, contributions, library maps, media types and settings. */
export const requestSetupKeys = {
  all: [...adminKeys.all, 'request-setup'] as const,
  rules: () => [...requestSetupKeys.all, 'rules'] as const,
  overrides: () => [...requestSetupKeys.all, 'overrides'] as const,
  overrideList: (page: number) => [...requestSetupKeys.overrides(), page] as const,
  contributions: () => [...requestSetupKeys.all, 'contributions'] as const,
  contributionList: (params: ContributionListParams) => [...requestSetupKeys.contributions(), params] as const,
  libraryMaps: () => [...requestSetupKeys.all, 'library-maps'] as const,
  mediaTypes: () => [...requestSetupKeys.all, 'media-types'] as const,
  settings: () => [...requestSetupKeys.all, 'settings'] as const,
};
