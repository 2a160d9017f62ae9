import type { LoungeLostTitle, LoungeMediaReport, LoungeReportIssue, LoungeRequestStatus, MediaItem } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';

/** How a title's status reads on a poster: the user's own request shows as "Requested" until it moves on. */
export const TITLE_STATUS: Record<LoungeRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Requested', tone: 'info' },
  approved: { label: 'Approved', tone: 'info' },
  available: { label: 'Available', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
};

/** How a request's status reads in the user's own list of requests. */
export const REQUEST_STATUS: Record<LoungeRequestStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'info' },
  available: { label: 'Available', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
};

export const ISSUE_LABELS: Record<LoungeReportIssue, string> = {
  wrong_audio: 'Wrong audio or language',
  bad_quality: 'Bad video quality',
  missing_episodes: 'Missing episodes',
  missing_subtitles: 'Missing subtitles',
  wrong_title: 'Wrong title or artwork',
  other: 'Something else',
};

export const REPORT_STATUS: Record<LoungeMediaReport['status'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'warning' },
  in_progress: { label: 'In progress', tone: 'info' },
  resolved: { label: 'Resolved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'neutral' },
};

export const LOST_REASON: Record<LoungeLostTitle['reason'], string> = {
  file_missing: 'The file went missing',
  library_removed: 'Its library was removed',
  storage_failure: 'A storage failure',
  replaced: 'Replaced by another version',
};

export const LOST_STATUS: Record<LoungeLostTitle['status'], { label: string; tone: BadgeTone }> = {
  lost: { label: 'Lost', tone: 'danger' },
  restoring: { label: 'Restoring', tone: 'info' },
  restored: { label: 'Restored', tone: 'success' },
};

export function titleWithYear(item: Pick<MediaItem, 'title' | 'year'>): string {
  return item.year ? `${item.title} (${item.year})` : item.title;
}

export function seasonsLabel(seasons: number[] | null): string {
  if (!seasons) return 'All seasons';
  return seasons.length === 1 ? `Season ${seasons[0]}` : `Seasons ${seasons.join(', ')}`;
}

/** The portal's one date format; the lounge's layout reads it from here. */
export { formatDate } from '@portal/ui-kit/format';
