import type { BadgeTone } from '@portal/ui-kit/badge';
import type { SupportTicketStatus } from '../api/types.ts';

export const TICKET_STATUS: Record<SupportTicketStatus, { label: string; tone: BadgeTone; hint: string }> = {
  open: { label: 'Open', tone: 'info', hint: 'Waiting for our support team' },
  answered: { label: 'Answered', tone: 'success', hint: 'Our support team replied' },
  'customer-reply': { label: 'Customer reply', tone: 'info', hint: 'Waiting for our support team' },
  closed: { label: 'Closed', tone: 'neutral', hint: 'No longer open' },
};

const bytes = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** "2.1 KB", "4.8 MB". */
export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${bytes.format(size / 1024)} KB`;
  return `${bytes.format(size / (1024 * 1024))} MB`;
}

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const STEPS: [limit: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [60, 'second', 1],
  [3600, 'minute', 60],
  [86_400, 'hour', 3600],
  [604_800, 'day', 86_400],
  [2_629_800, 'week', 604_800],
  [31_557_600, 'month', 2_629_800],
  [Infinity, 'year', 31_557_600],
];

/** "3 hours ago", "yesterday". */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const seconds = (time - now) / 1000;
  const [, unit, size] = STEPS.find(([limit]) => Math.abs(seconds) < limit) ?? STEPS[STEPS.length - 1]!;
  return relative.format(Math.round(seconds / size), unit);
}
