import { t } from '@lingui/core/macro';
import { formatNumber } from '@portal/ui-kit/format';

/** A span of seconds as people say it: "48 s", "3 min 12 s", "1 h 7 min". */
export function durationText(totalSeconds: number): string {
  const rounded = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(rounded / 3600);
  const minutes = Math.floor((rounded % 3600) / 60);
  const seconds = formatNumber(rounded % 60);
  if (hours > 0) {
    const h = formatNumber(hours);
    const min = formatNumber(minutes);
    return t`${h} h ${min} min`;
  }
  if (minutes > 0) {
    const min = formatNumber(minutes);
    return t`${min} min ${seconds} s`;
  }
  return t`${seconds} s`;
}
