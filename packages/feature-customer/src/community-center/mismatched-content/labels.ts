import { msg, t } from '@lingui/core/macro';
import { isMatchReference, safeHref } from '@portal/api-client';
import type { CommunityMismatch, CommunityMismatchProblem } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';

export const PROBLEMS: { value: CommunityMismatchProblem; label: MessageDescriptor }[] = [
  { value: 'wrong_title', label: msg`Wrong title` },
  { value: 'wrong_year', label: msg`Wrong year` },
  { value: 'wrong_artwork', label: msg`Wrong artwork` },
  { value: 'wrong_episodes', label: msg`Wrong episodes` },
  { value: 'other', label: msg`Something else` },
];

/** The problem in the active language; call it while rendering. */
export function problemLabel(problem: CommunityMismatchProblem): string {
  const label = PROBLEMS.find((candidate) => candidate.value === problem)?.label;
  return label ? t(label) : problem;
}

export const STATUS: Record<CommunityMismatch['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  open: { label: msg`Open`, tone: 'info' },
  in_progress: { label: msg`Being worked on`, tone: 'warning' },
  fixed: { label: msg`Fixed`, tone: 'success' },
  rejected: { label: msg`Rejected`, tone: 'danger' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
};

/** A link to open when the match is a URL; IDs have no page of their own. */
export function matchHref(value: string): string | null {
  return isMatchReference(value) ? (safeHref(value) ?? null) : null;
}
