import { api } from '@portal/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tvScheduleKeys, type TvScheduleParams } from './tv-schedule-keys.ts';
import { tvScheduleResponse } from '@portal/api-client/schemas';

/** The schedule is fetched a week at a time. */
export const SCHEDULE_DAYS = 7;

export async function getTvSchedule({ from, timeZone, scope }: TvScheduleParams, signal?: AbortSignal) {
  const body = await api.get('/api/customer/tv-schedule', { schema: tvScheduleResponse,
    query: { from, days: SCHEDULE_DAYS, tz: timeZone, scope },
    signal,
    rejectOnError: true,
  });
  return body.data;
}

export function tvScheduleQuery(userId: number, params: TvScheduleParams) {
  return queryOptions({
    queryKey: tvScheduleKeys.week(userId, params),
    queryFn: ({ signal }) => getTvSchedule(params, signal),
    // The week on screen stays while the next one loads, so the navigation does not jump.
    placeholderData: keepPreviousData,
  });
}

/** One week of episodes of the user's shows, grouped by day in the viewer's time zone. */
export function useTvSchedule(userId: number, params: TvScheduleParams) {
  return useQuery(tvScheduleQuery(userId, params));
}
