const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function now(): number {
  return Date.now();
}

export function isoNow(): string {
  return new Date(now()).toISOString();
}

/** An ISO timestamp this long before `from` (default: now). */
export function ago(span: { days?: number; hours?: number; minutes?: number; seconds?: number }, from = now()): string {
  const ms = (span.days ?? 0) * DAY + (span.hours ?? 0) * HOUR + (span.minutes ?? 0) * MINUTE + (span.seconds ?? 0) * 1000;
  return new Date(from - ms).toISOString();
}

/** An ISO timestamp this long after `from` (default: now). */
export function later(span: { days?: number; hours?: number; minutes?: number; seconds?: number }, from = now()): string {
  return ago({ days: -(span.days ?? 0), hours: -(span.hours ?? 0), minutes: -(span.minutes ?? 0), seconds: -(span.seconds ?? 0) }, from);
}

export function isPast(iso: string | null, at = now()): boolean {
  return iso !== null && Date.parse(iso) <= at;
}

function plural(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** How long ago, the way Carbon's `diffForHumans()` says it: "5 minutes ago", "1 week ago". */
export function diffForHumans(iso: string, at = now()): string {
  const seconds = Math.max(1, Math.floor((at - Date.parse(iso)) / 1000));
  if (seconds < 60) return `${plural(seconds, 'second')} ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `${plural(days, 'day')} ago`;
  if (days < 30) return `${plural(Math.floor(days / 7), 'week')} ago`;
  if (days < 365) return `${plural(Math.floor(days / 30), 'month')} ago`;
  return `${plural(Math.floor(days / 365), 'year')} ago`;
}

/** "Today", "Yesterday" or "3 days ago", counted in calendar days (UTC, the platform's clock). */
export function dayHuman(iso: string, at = now()): string {
  const startOfDay = (ms: number) => Math.floor(ms / DAY);
  const days = startOfDay(at) - startOfDay(Date.parse(iso));
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

/** "14:05:09" (UTC). */
export function timeOfDay(iso: string): string {
  return new Date(iso).toISOString().slice(11, 19);
}
