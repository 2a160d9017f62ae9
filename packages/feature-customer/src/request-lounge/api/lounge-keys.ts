import { customerKeys } from '#api/keys.ts';

/** The two catalogues of the lounge, as the API names them in its paths. */
export type LoungeKind = 'movies' | 'shows';

/** What a list of titles shows: a search (`qs`) or a category, in HD or 4K. */
export interface TitleFilters {
  kind: LoungeKind;
  uhd: boolean;
  qs?: string;
  category?: string;
}

export type RequestStatusFilter = 'all' | 'pending' | 'approved' | 'available' | 'declined';
export type RequestTypeFilter = 'all' | 'movie' | 'show';
export type RequestSorting = 'newest' | 'oldest' | 'title';

export interface MyRequestsFilters {
  status: RequestStatusFilter;
  type: RequestTypeFilter;
  sorting: RequestSorting;
}

export type TopPlayedPeriod = 'week' | 'month' | 'year' | 'all';
export type ReportStatusFilter = 'all' | 'open' | 'in_progress' | 'resolved' | 'rejected';

/** Query keys of the request lounge. Everything under `all` is the signed-in user's view of it. */
export const loungeKeys = {
  all: [...customerKeys.all, 'request-lounge'] as const,
  home: () => [...loungeKeys.all, 'home'] as const,
  titleLists: () => [...loungeKeys.all, 'titles'] as const,
  titles: (filters: TitleFilters) => [...loungeKeys.titleLists(), filters] as const,
  myRequestLists: () => [...loungeKeys.all, 'my-requests'] as const,
  myRequests: (filters: MyRequestsFilters) => [...loungeKeys.myRequestLists(), filters] as const,
  subscriptionLists: () => [...loungeKeys.all, 'subscriptions'] as const,
  subscriptions: (kind: LoungeKind) => [...loungeKeys.subscriptionLists(), kind] as const,
  topPlayedLists: () => [...loungeKeys.all, 'top-played'] as const,
  topPlayed: (filters: { period: TopPlayedPeriod; type: RequestTypeFilter }) => [...loungeKeys.topPlayedLists(), filters] as const,
  reportLists: () => [...loungeKeys.all, 'media-reports'] as const,
  reports: (status: ReportStatusFilter) => [...loungeKeys.reportLists(), status] as const,
  lostLists: () => [...loungeKeys.all, 'lost-and-found'] as const,
  lost: (type: RequestTypeFilter) => [...loungeKeys.lostLists(), type] as const,
};
