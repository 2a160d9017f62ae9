import { useSearchParams } from 'react-router';
import type { TvScheduleScope } from './types.ts';
import { addDays, daysBetween, isIsoDate, mondayOf, type IsoDate } from './week.ts';

const OWN = new Set(['week', 'day', 'shows']);

export interface ScheduleParams {
  /** The Monday of the week on screen. */
  week: IsoDate;
  /** The one day shown, or null for the whole week. */
  day: IsoDate | null;
  scope: TvScheduleScope;
}

/**
 * The week, day and scope live in the address (`?week=2026-03-09&day=2026-03-11&shows=followed`),
 * so a schedule can be bookmarked or shared and the back button steps through the weeks.
 */
export function useScheduleParams(today: IsoDate) {
  const [params, setParams] = useSearchParams();
  const weekParam = params.get('week');
  const week = isIsoDate(weekParam) ? mondayOf(weekParam) : mondayOf(today);
  const dayParam = params.get('day');
  const day = isIsoDate(dayParam) && mondayOf(dayParam) === week ? dayParam : null;
  const scope: TvScheduleScope = params.get('shows') === 'followed' ? 'followed' : 'servers';
  const current: ScheduleParams = { week, day, scope };

  const update = (next: ScheduleParams) => {
    setParams((previous) => {
      // Always in the same order, so one schedule has one address.
      const search = new URLSearchParams();
      if (next.week !== mondayOf(today)) search.set('week', next.week);
      if (next.day) search.set('day', next.day);
      if (next.scope === 'followed') search.set('shows', 'followed');
      for (const [name, value] of previous) if (!OWN.has(name)) search.append(name, value);
      return search;
    });
  };

  return {
    ...current,
    /** Moves by whole weeks; a chosen day moves along to the same weekday. */
    shiftWeeks: (weeks: number) => {
      const target = addDays(week, weeks * 7);
      update({ ...current, week: target, day: day ? addDays(target, daysBetween(week, day)) : null });
    },
    goToToday: () => update({ ...current, week: mondayOf(today), day: null }),
    selectDay: (date: IsoDate | null) => update({ ...current, day: date }),
    setScope: (scope: TvScheduleScope) => update({ ...current, scope }),
  };
}
