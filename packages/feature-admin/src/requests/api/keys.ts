import { adminKeys } from '#api/keys.ts';
import type { AdminMediaReportStatus, LoungeRequestStatus, RequestType } from './types.ts';

export type RequestSortColumn = 'created_at' | 'title' | 'user' | 'status';

/** What a page of the requests of one type is asked for. */
export interface RequestListParams {
  type: RequestType;
  page: number;
  perPage: number;
  search: string;
  status: LoungeRequestStatus | null;
  /** `true`: only 4K requests, `false`: only HD ones, `null`: both. */
  uhd: boolean | null;
  sortColumn: RequestSortColumn;
  sortDirection: 'asc' | 'desc';
}

export interface ReportListParams {
  page: number;
  perPage: number;
  search: string;
  status: AdminMediaReportStatus | null;
  sortDirection: 'asc' | 'desc';
}

/**
 * Query keys of the request lounge's administration. A decision on a request changes the lists
 * and the overview's figures, so actions invalidate `all`.
 */
export const requestKeys = {
  all: [...adminKeys.all, 'requests'] as const,
  overview: () => [...requestKeys.all, 'overview'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (params: RequestListParams) => [...requestKeys.lists(), params] as const,
  reports: () => [...requestKeys.all, 'reports'] as const,
  reportList: (params: ReportListParams) => [...requestKeys.reports(), params] as const,
};
