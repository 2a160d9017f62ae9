import { msg, t } from '@lingui/core/macro';
import type { Process } from '@portal/api-client';
import { formatNumber } from '@portal/ui-kit/format';

export { COMMAND_LIMIT, truncateCommand } from '@portal/api-client';

/** Spec section 8: what the detail says when a command printed nothing. */
export const EMPTY_RESULT = msg`Command returned empty string.`;

export function hasResult(process: Pick<Process, 'result'>): boolean {
  return Boolean(process.result?.trim());
}

/** How long a command ran, from its `time` in seconds: "0.08 s", "1 min 41.6 s" (in the active language). */
export function formatDuration(time: number): string {
  const seconds = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });
  if (time < 60) {
    const total = seconds(time);
    return t`${total} s`;
  }
  const minutes = Math.floor(time / 60);
  const rest = time - minutes * 60;
  const restSeconds = seconds(rest);
  return rest >= 0.005 ? t`${minutes} min ${restSeconds} s` : t`${minutes} min`;
}

/** "Today 14:05:09", as the server words the day. */
export function processTime(process: Pick<Process, 'diff_day_human' | 'created_at_time'>): string {
  return `${process.diff_day_human} ${process.created_at_time}`;
}
