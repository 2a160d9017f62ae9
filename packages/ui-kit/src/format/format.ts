import { msg } from '@lingui/core/macro';
import { i18n } from '#i18n/i18n.ts';
import { PSEUDO_LOCALE, pseudoText } from '#i18n/pseudo.ts';
import { getLocale } from './locale.ts';

/** An instant or calendar day as the API sends it (ISO 8601), a `Date`, or epoch milliseconds. */
export type DateInput = string | number | Date;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Options that choose what a date shows; with any of them the caller's options replace the defaults. */
const COMPONENTS = [
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'timeZoneName',
] as const;

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(kind: string, options: object, create: (locale: string) => T): T {
  const locale = getLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A formatted value as the page shows it. In the pseudo-locale it is marked like a message (its
 * letters accented, in ⟦ ⟧; digits stay digits), so the fault sweep tells it from hard-coded text.
 */
function marked(text: string): string {
  if (!text || typeof document === 'undefined' || document.documentElement.lang !== PSEUDO_LOCALE) return text;
  return `⟦${pseudoText(text)}⟧`;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));
}

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options));
}

/**
 * A calendar day ("2026-03-01") is midnight UTC and is written in UTC, so it never shifts to the
 * day before for a viewer west of Greenwich; anything else is an instant.
 */
function parse(value: DateInput): { date: Date; calendarDay: boolean } | null {
  const calendarDay = typeof value === 'string' && CALENDAR_DAY.test(value);
  const date = value instanceof Date ? value : new Date(calendarDay ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay };
}

function optionsFor(defaults: Intl.DateTimeFormatOptions, options: Intl.DateTimeFormatOptions | undefined, calendarDay: boolean): Intl.DateTimeFormatOptions {
  const chooses = options !== undefined && COMPONENTS.some((key) => options[key] !== undefined);
  const merged = chooses ? { ...options } : { ...defaults, ...options };
  if (calendarDay && merged.timeZone === undefined) merged.timeZone = 'UTC';
  return merged;
}

function formatWith(defaults: Intl.DateTimeFormatOptions, value: DateInput | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parse(value);
  if (!parsed) return String(value);
  return marked(dateFormat(optionsFor(defaults, options, parsed.calendarDay)).format(parsed.date));
}

/**
 * "Mar 12, 2026". `options` with date fields (`{ weekday: 'long', day: 'numeric', month: 'long' }`)
 * replace the default style; others (`{ timeZone }`) add to it. A value that is not a date comes
 * back as it is; a missing one as ''.
 */
export function formatDate(value: DateInput | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  return formatWith({ dateStyle: 'medium' }, value, options);
}

/** "Mar 12, 2026, 2:05 PM", in the viewer's time zone. */
export function formatDateTime(value: DateInput | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  return formatWith({ dateStyle: 'medium', timeStyle: 'short' }, value, options);
}

/** "2:05 PM"; `{ timeStyle: 'medium' }` adds the seconds. */
export function formatTime(value: DateInput | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  return formatWith({ timeStyle: 'short' }, value, options);
}

/** "Mar 9 – 15, 2026": a span of days or times, sharing what both ends have in common. */
export function formatDateRange(start: DateInput, end: DateInput, options?: Intl.DateTimeFormatOptions): string {
  const from = parse(start);
  const to = parse(end);
  if (!from || !to) return `${String(start)} – ${String(end)}`;
  return marked(dateFormat(optionsFor({ dateStyle: 'medium' }, options, from.calendarDay && to.calendarDay)).formatRange(from.date, to.date));
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** From this far away on, the date says more than a count of days. */
const WEEK = 7 * DAY;
/** Under a minute: a message in the active language ("just now"; Intl's own word would be "now"). */
const JUST_NOW = msg`just now`;

export interface RelativeTimeOptions {
  /**
   * The moment to count from; the current time by default. Pass the server's own time (a
   * response's `updated_at`) where a wrong clock on the viewer's device must not skew the result.
   */
  now?: DateInput;
}

/**
 * How long ago (or how far ahead) a moment is: "just now" under a minute, then "5 minutes ago",
 * "3 hours ago", "yesterday", "4 days ago", and from a week on the date ("Mar 2, 2026").
 */
export function formatRelativeTime(value: DateInput | null | undefined, { now = Date.now() }: RelativeTimeOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const moment = parse(value);
  const reference = parse(now);
  if (!moment || !reference) return String(value);
  const seconds = (moment.date.getTime() - reference.date.getTime()) / 1000;
  const distance = Math.abs(seconds);
  if (distance < MINUTE) {
    // A catalog in the pseudo-locale marks it already; without one it is marked here.
    const text = i18n._(JUST_NOW);
    return text.startsWith('⟦') ? text : marked(text);
  }
  if (distance >= WEEK) return formatDate(value);
  const [unit, size]: [Intl.RelativeTimeFormatUnit, number] = distance < HOUR ? ['minute', MINUTE] : distance < DAY ? ['hour', HOUR] : ['day', DAY];
  const relative = cached('relative', { numeric: 'auto' }, (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  return marked(relative.format(Math.trunc(seconds / size), unit));
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/**
 * A size in decimal units (1 KB = 1000 bytes): "300 B", "1.2 KB", "412.3 MB". See the README for
 * why decimal. A value that is not a size gives ''.
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // 999,960 bytes round up to "1,000 KB"; move on to the next unit instead.
  if (unit > 0 && unit < BYTE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return marked(`${numberFormat({ maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${BYTE_UNITS[unit]}`);
}

/** "1,234", "0.08"; `options` as for `Intl.NumberFormat` ("12.5%" with `{ style: 'percent' }`). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return marked(numberFormat(options).format(value));
}

/**
 * How long something ran, from seconds: "0.08 s", "9.31 s", "1 min", "3 min 32.5 s" (in the active
 * language). A remainder that would round to "0 s" is left out.
 */
export function formatDuration(time: number): string {
  const seconds = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });
  if (time < 60) {
    const total = seconds(time);
    return i18n._(msg`${total} s`);
  }
  const minutes = Math.floor(time / 60);
  const rest = time - minutes * 60;
  const restSeconds = seconds(rest);
  return rest >= 0.005 ? i18n._(msg`${minutes} min ${restSeconds} s`) : i18n._(msg`${minutes} min`);
}

/**
 * An amount of the API ("108.90", a string to keep its cents exact) in its currency: "€108.90".
 * An unknown currency code falls back to the number and the code ("108.90 XYZ").
 */
export function formatMoney(amount: string | number, currency: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  try {
    return marked(numberFormat({ style: 'currency', currency }).format(value));
  } catch {
    return marked(`${value.toFixed(2)} ${currency}`);
  }
}
