import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatBytes, formatDate, formatDateRange, formatDateTime, formatDuration, formatMoney, formatNumber, formatRelativeTime, formatTime } from './format.ts';
import { PSEUDO_LOCALE, PSEUDO_MARK, pseudoText } from '#i18n/pseudo.ts';
import { getLocale } from './locale.ts';

const NOW = '2026-03-12T14:05:00Z';
const ago = (seconds: number) => new Date(Date.parse(NOW) - seconds * 1000).toISOString();
const ahead = (seconds: number) => ago(-seconds);

beforeEach(() => {
  document.documentElement.lang = 'en';
});

afterEach(() => {
  document.documentElement.lang = '';
});

describe('getLocale', () => {
  it('reads the page’s language first', () => {
    document.documentElement.lang = 'de-DE';
    expect(getLocale()).toBe('de-DE');
  });

  it('falls back to the browser’s language, then to English', () => {
    document.documentElement.lang = '';
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(getLocale()).toBe('fr-FR');
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
    expect(getLocale()).toBe('en');
  });

  it('passes over a language tag that is not well formed', () => {
    document.documentElement.lang = 'not a tag';
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
    expect(getLocale()).toBe('en');
  });

  it('is read at every call, so a language switch changes every formatter', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    document.documentElement.lang = 'de';
    expect(formatNumber(1234.5)).toBe('1.234,5');
  });
});

describe('formatDate', () => {
  it('writes an instant as a medium date', () => {
    expect(formatDate('2026-03-12T10:00:00Z', { timeZone: 'UTC' })).toBe('Mar 12, 2026');
  });

  it('keeps a calendar day on its day in every time zone', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01', { timeZone: 'UTC' })).toBe('Mar 1, 2026');
  });

  it('lets date fields replace the default style', () => {
    expect(formatDate('2026-03-11', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('Wednesday, March 11');
    expect(formatDate('2026-03-11', { weekday: 'short' })).toBe('Wed');
  });

  it('returns what is not a date as it is, and nothing for a missing value', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });

  it('accepts a Date and epoch milliseconds', () => {
    expect(formatDate(new Date('2026-03-12T10:00:00Z'), { timeZone: 'UTC' })).toBe('Mar 12, 2026');
    expect(formatDate(Date.parse('2026-03-12T10:00:00Z'), { timeZone: 'UTC' })).toBe('Mar 12, 2026');
  });
});

describe('formatDateTime and formatTime', () => {
  it('writes a date and a time', () => {
    expect(formatDateTime('2026-03-12T14:05:00Z', { timeZone: 'UTC' })).toBe('Mar 12, 2026, 2:05 PM');
  });

  it('writes the time alone, with seconds on request', () => {
    expect(formatTime('2026-03-12T14:05:09Z', { timeZone: 'UTC' })).toBe('2:05 PM');
    expect(formatTime('2026-03-12T14:05:09Z', { timeStyle: 'medium', timeZone: 'UTC' })).toBe('2:05:09 PM');
  });

  it('writes nothing for a missing value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});

describe('formatDateRange', () => {
  it('shares what both ends have in common', () => {
    expect(formatDateRange('2026-03-09', '2026-03-15', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('March 9\u2009–\u200915, 2026');
    expect(formatDateRange('2025-12-29', '2026-01-04', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('December 29, 2025\u2009–\u2009January 4, 2026');
  });
});

describe('formatRelativeTime', () => {
  const relative = (value: string) => formatRelativeTime(value, { now: NOW });

  it('says "just now" under a minute, either way', () => {
    expect(relative(ago(0))).toBe('just now');
    expect(relative(ago(59))).toBe('just now');
    expect(relative(ahead(30))).toBe('just now');
  });

  it('counts whole minutes, then hours, then days', () => {
    expect(relative(ago(60))).toBe('1 minute ago');
    expect(relative(ago(59 * 60 + 59))).toBe('59 minutes ago');
    expect(relative(ago(3600))).toBe('1 hour ago');
    expect(relative(ago(3 * 3600 + 1800))).toBe('3 hours ago');
    expect(relative(ago(24 * 3600))).toBe('yesterday');
    expect(relative(ago(4 * 24 * 3600))).toBe('4 days ago');
    expect(relative(ahead(2 * 3600))).toBe('in 2 hours');
    expect(relative(ahead(24 * 3600))).toBe('tomorrow');
  });

  it('gives the date from a week on', () => {
    expect(relative(ago(6 * 24 * 3600))).toBe('6 days ago');
    expect(relative('2026-03-05T14:05:00Z')).toBe(formatDate('2026-03-05T14:05:00Z'));
    expect(relative('2025-11-02')).toBe('Nov 2, 2025');
  });

  it('counts from the current time by default', () => {
    vi.useFakeTimers({ now: new Date(NOW) });
    try {
      expect(formatRelativeTime(ago(5 * 60))).toBe('5 minutes ago');
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns what is not a date as it is, and nothing for a missing value', () => {
    expect(relative('whenever')).toBe('whenever');
    expect(formatRelativeTime(null)).toBe('');
  });
});

describe('formatDuration', () => {
  it('gives seconds, and minutes past one minute', () => {
    expect(formatDuration(0.08)).toBe('0.08 s');
    expect(formatDuration(9.314)).toBe('9.31 s');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(212.5)).toBe('3 min 32.5 s');
  });
});

describe('formatBytes', () => {
  it('writes sizes in decimal units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(300)).toBe('300 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 KB');
    expect(formatBytes(1200)).toBe('1.2 KB');
    expect(formatBytes(412_318_720)).toBe('412.3 MB');
    expect(formatBytes(5_000_000_000)).toBe('5 GB');
    expect(formatBytes(2.5e12)).toBe('2.5 TB');
  });

  it('moves to the next unit rather than write "1,000 KB"', () => {
    expect(formatBytes(999_960)).toBe('1 MB');
  });

  it('writes nothing for what is not a size', () => {
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(undefined)).toBe('');
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands and passes options on', () => {
    expect(formatNumber(12_345)).toBe('12,345');
    expect(formatNumber(0.081, { maximumFractionDigits: 2 })).toBe('0.08');
    expect(formatNumber(0.9995, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('99.95%');
  });
});

describe('formatMoney', () => {
  it('writes an amount of the API in its currency', () => {
    expect(formatMoney('108.90', 'EUR')).toBe('€108.90');
    expect(formatMoney(-5, 'EUR')).toBe('-€5.00');
    expect(formatMoney('12', 'USD')).toBe('$12.00');
  });

  it('falls back to the number and the code for an unknown currency', () => {
    expect(formatMoney('108.9', 'not-a-currency')).toBe('108.90 not-a-currency');
  });
});

describe('in German', () => {
  it('writes dates, times, relative times, numbers and money the German way', () => {
    document.documentElement.lang = 'de';
    expect(formatDate('2026-11-26')).toBe('26.11.2026');
    expect(formatDateTime('2026-11-26T14:05:00Z', { timeZone: 'UTC' })).toBe('26.11.2026, 14:05');
    expect(formatTime('2026-11-26T14:05:00Z', { timeZone: 'UTC' })).toBe('14:05');
    expect(formatRelativeTime(ago(5 * 60), { now: NOW })).toBe('vor 5 Minuten');
    expect(formatRelativeTime(ago(24 * 3600), { now: NOW })).toBe('gestern');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatBytes(1200)).toBe('1,2 KB');
    expect(formatMoney('108.90', 'EUR')).toBe('108,90\u00a0€');
  });
});

describe('in the pseudo-locale', () => {
  let previous = '';
  beforeEach(() => {
    previous = document.documentElement.lang;
    document.documentElement.lang = PSEUDO_LOCALE;
  });
  afterEach(() => {
    document.documentElement.lang = previous;
  });

  /** Marked like a message: in ⟦ ⟧, its letters accented, its digits as they were. */
  const pseudo = (english: string) => `⟦${pseudoText(english)}⟧`;

  it('marks every formatted value like a message, digits kept', () => {
    expect(formatDate('2026-03-01')).toBe(pseudo('Mar 1, 2026'));
    expect(formatDate('2026-03-01')).toMatch(PSEUDO_MARK);
    expect(formatDateTime('2026-03-12T14:05:00Z', { timeZone: 'UTC' })).toBe(pseudo('Mar 12, 2026, 2:05 PM'));
    expect(formatTime('2026-03-12T14:05:09Z', { timeZone: 'UTC' })).toBe(pseudo('2:05 PM'));
    expect(formatDateRange('2026-03-09', '2026-03-15', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(pseudo('March 9\u2009–\u200915, 2026'));
    expect(formatRelativeTime(ago(5 * 60), { now: NOW })).toBe(pseudo('5 minutes ago'));
    expect(formatRelativeTime(ago(10), { now: NOW })).toBe(pseudo('just now'));
    expect(formatNumber(12_345)).toBe('⟦12,345⟧');
    expect(formatBytes(1200)).toBe(pseudo('1.2 KB'));
    expect(formatMoney('108.90', 'EUR')).toBe('⟦€108.90⟧');
    expect(formatMoney('108.9', 'not-a-currency')).toBe(pseudo('108.90 not-a-currency'));
  });

  it('leaves a missing value empty and a value that is not a date as it came', () => {
    expect(formatDate(null)).toBe('');
    expect(formatBytes(undefined)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
});
