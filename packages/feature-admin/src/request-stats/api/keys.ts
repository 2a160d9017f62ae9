import { adminKeys } from '#api/keys.ts';
import type { RequestStatsPeriod } from './get-request-stats.ts';

/** Query keys of the request statistics; the requests' own actions leave them to refresh on the next visit. */
export const requestStatsKeys = {
  all: [...adminKeys.all, 'request-stats'] as const,
  period: (period: RequestStatsPeriod) => [...requestStatsKeys.all, period] as const,
};
