import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { AdminMediaReportStatus, LoungeReportIssue, LoungeRequestStatus } from './api/types.ts';

type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A request's status as the staff read it, with the badge's tone. */
export const REQUEST_STATUS: Record<LoungeRequestStatus, { label: MessageDescriptor; tone: Tone }> = {
  pending: { label: msg`Pending`, tone: 'warning' },
  approved: { label: msg`Approved`, tone: 'info' },
  available: { label: msg`Available`, tone: 'success' },
  declined: { label: msg`Declined`, tone: 'neutral' },
};

export const REPORT_STATUS: Record<AdminMediaReportStatus, { label: MessageDescriptor; tone: Tone }> = {
  open: { label: msg`Open`, tone: 'warning' },
  in_progress: { label: msg`In progress`, tone: 'info' },
  resolved: { label: msg`Resolved`, tone: 'success' },
  rejected: { label: msg`Rejected`, tone: 'neutral' },
};

export const REPORT_ISSUE: Record<LoungeReportIssue, MessageDescriptor> = {
  wrong_audio: msg`Wrong audio`,
  bad_quality: msg`Bad quality`,
  missing_episodes: msg`Missing episodes`,
  missing_subtitles: msg`Missing subtitles`,
  wrong_title: msg`Wrong title`,
  other: msg`Something else`,
};
