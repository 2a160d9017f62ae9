import type { MetricGroup, MetricPeriod, MetricQuery } from '../api/types.ts';

export const METRIC_PERIODS = ['7d', '30d', '90d', '12m', 'custom'] as const satisfies readonly MetricPeriod[];
export const METRIC_GROUPS = ['day', 'week', 'month'] as const satisfies readonly MetricGroup[];
export const DEFAULT_PERIOD = '30d' satisfies MetricPeriod;
/** Two years, a leap day included: the longest period the API answers. */
export const MAX_DAYS = 731;

const DAY = 86_400_000;
const PRESET_DAYS: Record<Exclude<MetricPeriod, 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 };

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const todayIso = (at = Date.now()) => isoDay(at);

/** A `YYYY-MM-DD` that is a real day, as milliseconds (UTC midnight), or null. */
export function parseDay(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const ms = Date.parse(`${raw}T00:00:00Z`);
  return Number.isNaN(ms) || isoDay(ms) !== raw ? null : ms;
}

/** The first and last day of a period, both included. */
export function rangeOf(query: Pick<MetricQuery, 'period' | 'from' | 'to'>, at = Date.now()): { from: string; to: string; days: number } {
  if (query.period === 'custom' && query.from && query.to) {
    const days = Math.round(((parseDay(query.to) ?? 0) - (parseDay(query.from) ?? 0)) / DAY) + 1;
    return { from: query.from, to: query.to, days };
  }
  const days = query.period === 'custom' ? PRESET_DAYS[DEFAULT_PERIOD] : PRESET_DAYS[query.period];
  const today = parseDay(todayIso(at)) ?? at;
  return { from: isoDay(today - (days - 1) * DAY), to: isoDay(today), days };
}

/** The steps that make sense for a period's length: weeks from two weeks, months from two months. */
export function groupsFor(days: number): MetricGroup[] {
  return METRIC_GROUPS.filter((group) => group === 'day' || (group === 'week' ? days >= 14 : days >= 60));
}

/** The step a period is shown in unless the address says otherwise (the API's default too). */
export function defaultGroup(days: number): MetricGroup {
  if (days <= 31) return 'day';
  return days <= 182 ? 'week' : 'month';
}

/** Why a custom period cannot be used, or null. */
export function customRangeProblem(from: string, to: string, at = Date.now()): 'from' | 'to' | 'order' | 'future' | 'length' | null {
  const start = parseDay(from);
  const end = parseDay(to);
  if (start === null) return 'from';
  if (end === null) return 'to';
  if (end > (parseDay(todayIso(at)) ?? at)) return 'future';
  if (start > end) return 'order';
  if (Math.round((end - start) / DAY) + 1 > MAX_DAYS) return 'length';
  return null;
}

/**
 * The period the address asks for. Anything it cannot use (an unknown period, a broken or too long
 * custom range, a step that does not fit) falls back to the default, and `adjusted` says so.
 */
export function readPeriod(params: URLSearchParams, at = Date.now()): { query: MetricQuery; adjusted: boolean } {
  let adjusted = false;
  const raw = params.get('period');
  let period: MetricPeriod = METRIC_PERIODS.find((candidate) => candidate === raw) ?? DEFAULT_PERIOD;
  if (raw !== null && period !== raw) adjusted = true;
  let from: string | undefined;
  let to: string | undefined;
  if (period === 'custom') {
    from = params.get('from') ?? '';
    to = params.get('to') ?? '';
    if (customRangeProblem(from, to, at) !== null) {
      adjusted = true;
      period = DEFAULT_PERIOD;
      from = undefined;
      to = undefined;
    }
  }
  const { days } = rangeOf({ period, from, to }, at);
  const allowed = groupsFor(days);
  const rawGroup = params.get('group');
  let group = allowed.find((candidate) => candidate === rawGroup);
  if (!group) {
    if (rawGroup !== null) adjusted = true;
    group = allowed.includes(defaultGroup(days)) ? defaultGroup(days) : 'day';
  }
  return { query: period === 'custom' ? { period, from, to, group } : { period, group }, adjusted };
}

/** The address's query for a period: only what differs from the defaults, so that the plain address is the default view. */
export function periodSearch(query: MetricQuery): string {
  const params = new URLSearchParams();
  if (query.period !== DEFAULT_PERIOD) params.set('period', query.period);
  if (query.period === 'custom') {
    params.set('from', query.from ?? '');
    params.set('to', query.to ?? '');
  }
  if (query.group !== defaultGroup(rangeOf(query).days)) params.set('group', query.group);
  const search = params.toString();
  return search ? `?${search}` : '';
}
