import type { LoungeLostTitle, LoungeMediaReport, LoungeReportIssue, LoungeRequestStatus, MediaItem } from '@portal/api-client';
import { msg, plural, t } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';

/** How a title's status reads on a poster: the user's own request shows as "Requested" until it moves on. */
export const TITLE_STATUS: Record<LoungeRequestStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Requested`, tone: 'info' },
  approved: { label: msg`Approved`, tone: 'info' },
  available: { label: msg`Available`, tone: 'success' },
  declined: { label: msg`Declined`, tone: 'danger' },
};

/** How a request's status reads in the user's own list of requests. */
export const REQUEST_STATUS: Record<LoungeRequestStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Pending`, tone: 'warning' },
  approved: { label: msg`Approved`, tone: 'info' },
  available: { label: msg`Available`, tone: 'success' },
  declined: { label: msg`Declined`, tone: 'danger' },
};

export const ISSUE_LABELS: Record<LoungeReportIssue, MessageDescriptor> = {
  wrong_audio: msg`Wrong audio or language`,
  bad_quality: msg`Bad video quality`,
  missing_episodes: msg`Missing episodes`,
  missing_subtitles: msg`Missing subtitles`,
  wrong_title: msg`Wrong title or artwork`,
  other: msg`Something else`,
};

export const REPORT_STATUS: Record<LoungeMediaReport['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  open: { label: msg`Open`, tone: 'warning' },
  in_progress: { label: msg`In progress`, tone: 'info' },
  resolved: { label: msg`Resolved`, tone: 'success' },
  rejected: { label: msg`Rejected`, tone: 'neutral' },
};

export const LOST_REASON: Record<LoungeLostTitle['reason'], MessageDescriptor> = {
  file_missing: msg`The file went missing`,
  library_removed: msg`Its library was removed`,
  storage_failure: msg`A storage failure`,
  replaced: msg`Replaced by another version`,
};

export const LOST_STATUS: Record<LoungeLostTitle['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  lost: { label: msg`Lost`, tone: 'danger' },
  restoring: { label: msg`Restoring`, tone: 'info' },
  restored: { label: msg`Restored`, tone: 'success' },
};

export function titleWithYear(item: Pick<MediaItem, 'title' | 'year'>): string {
  return item.year ? `${item.title} (${item.year})` : item.title;
}

export function seasonsLabel(seasons: number[] | null): string {
  if (!seasons) return t`All seasons`;
  const count = seasons.length;
  const list = seasons.join(', ');
  return plural(count, { one: `Season ${list}`, other: `Seasons ${list}` });
}

/** The same inside a sentence: "all seasons", "season 2", "seasons 1, 3". */
export function seasonsInSentence(seasons: number[] | null): string {
  if (!seasons) return t`all seasons`;
  const count = seasons.length;
  const list = seasons.join(', ');
  return plural(count, { one: `season ${list}`, other: `seasons ${list}` });
}

/** The portal's one date format; the lounge's layout reads it from here. */
export { formatDate } from '@portal/ui-kit/format';
