import type { BadgeTone } from '@portal/ui-kit/badge';
import type { PlatformStatus, StatusIncident, StatusLevel } from './types.ts';

export const LEVEL: Record<StatusLevel, { label: string; tone: BadgeTone }> = {
  operational: { label: 'Operational', tone: 'success' },
  maintenance: { label: 'Maintenance', tone: 'info' },
  degraded: { label: 'Degraded', tone: 'warning' },
  outage: { label: 'Down', tone: 'danger' },
};

export const OVERALL: Record<PlatformStatus['overall'], { title: string; tone: 'success' | 'warning' | 'error' }> = {
  operational: { title: 'All systems operational', tone: 'success' },
  degraded: { title: 'Some systems are not fully operational', tone: 'warning' },
  outage: { title: 'There is an outage', tone: 'error' },
};

export const IMPACT: Record<StatusIncident['impact'], { label: string; tone: BadgeTone }> = {
  minor: { label: 'Minor', tone: 'warning' },
  major: { label: 'Major', tone: 'danger' },
  critical: { label: 'Critical', tone: 'danger' },
};

export const INCIDENT_STATUS: Record<StatusIncident['status'], string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/**
 * "25 seconds ago", "3 hours ago": how long before `reference` the moment was. The reference is
 * the server's own `updated_at`, so a wrong clock on the viewer's device does not skew it.
 */
export function agoFrom(iso: string, reference: string): string {
  const seconds = Math.max(0, Math.round((Date.parse(reference) - Date.parse(iso)) / 1000));
  if (seconds < 5) return 'just now';
  if (seconds < 60) return relative.format(-seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "14:05:12". */
export function clockTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** "12 Mar 2026, 14:05". */
export function dateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
