import { t } from '@lingui/core/macro';
import { formatDate, formatDateRange } from '@portal/ui-kit/format';

/** Calendar days as `YYYY-MM-DD` strings: the schedule's days are dates in the viewer's time zone, not instants. */
export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The viewer's IANA time zone; the schedule groups its episodes by the days of this zone. */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The calendar date `at` falls on in the time zone. */
export function dateIn(at: Date, timeZone: string): IsoDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar date in the `YYYY-MM-DD` shape (rejects 2026-02-30). */
export function isIsoDate(value: string | null): value is IsoDate {
  return value !== null && ISO_DATE.test(value) && addDays(value, 0) === value;
}

/** The Monday of the week the date falls in: weeks run Monday to Sunday. */
export function mondayOf(date: IsoDate): IsoDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** The seven dates of the week that starts on `monday`. */
export function weekDates(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** "Wednesday, March 11" (in the portal's locale). */
export function longDay(date: IsoDate): string {
  return formatDate(date, { weekday: 'long', day: 'numeric', month: 'long' });
}

/** "Wed". */
export function shortWeekday(date: IsoDate): string {
  return formatDate(date, { weekday: 'short' });
}

/** "11". */
export function dayOfMonth(date: IsoDate): string {
  return String(Number(date.slice(8, 10)));
}

/** "March 9 – 15, 2026", "March 30 – April 5, 2026" or "December 29, 2025 – January 4, 2026" (in the portal's locale). */
export function weekRange(monday: IsoDate): string {
  return formatDateRange(monday, addDays(monday, 6), { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "Today", "Tomorrow" or "Yesterday" for the days next to today; null for the others. */
export function relativeDay(date: IsoDate, today: IsoDate): string | null {
  const offset = daysBetween(today, date);
  if (offset === 0) return t`Today`;
  if (offset === 1) return t`Tomorrow`;
  if (offset === -1) return t`Yesterday`;
  return null;
}
