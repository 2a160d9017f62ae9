import type { TvScheduleScope } from '../types.ts';
import { customerKeys } from '#api/keys.ts';

/** One week of the schedule: its first day, the viewer's time zone and which shows. */
export interface TvScheduleParams {
  from: string;
  timeZone: string;
  scope: TvScheduleScope;
}

/**
 * Query keys of the TV schedule. Keyed by user, so an admin who impersonates a customer never
 * sees the schedule of another account's servers.
 */
export const tvScheduleKeys = {
  all: [...customerKeys.all, 'tv-schedule'] as const,
  user: (userId: number) => [...tvScheduleKeys.all, userId] as const,
  week: (userId: number, params: TvScheduleParams) => [...tvScheduleKeys.user(userId), 'week', params] as const,
};
