import { isMatchReference, safeHref } from '@portal/api-client';
import type { CommunityMismatch, CommunityMismatchProblem } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';

export const PROBLEMS: { value: CommunityMismatchProblem; label: string }[] = [
  { value: 'wrong_title', label: 'Wrong title' },
  { value: 'wrong_year', label: 'Wrong year' },
  { value: 'wrong_artwork', label: 'Wrong artwork' },
  { value: 'wrong_episodes', label: 'Wrong episodes' },
  { value: 'other', label: 'Something else' },
];

export function problemLabel(problem: CommunityMismatchProblem): string {
  return PROBLEMS.find((candidate) => candidate.value === problem)?.label ?? problem;
}

export const STATUS: Record<CommunityMismatch['status'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'info' },
  in_progress: { label: 'Being worked on', tone: 'warning' },
  fixed: { label: 'Fixed', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

/** A link to open when the match is a URL; IDs have no page of their own. */
export function matchHref(value: string): string | null {
  return isMatchReference(value) ? (safeHref(value) ?? null) : null;
}
