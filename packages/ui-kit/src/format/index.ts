export { getLocale } from './locale.ts';
export {
  formatBytes,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatTime,
  type DateInput,
  type RelativeTimeOptions,
} from './format.ts';
