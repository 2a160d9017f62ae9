import { safeHref } from '@portal/api-client';
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

/**
 * The correct match as people paste it: an IMDb, TMDB or TheTVDB page, or an ID such as
 * `tt0017136`, `tmdb:19` or `tvdb:71663`; the server checks the same.
 */
const MATCH_PATTERNS = [
  /^tt\d{7,8}$/,
  /^(tmdb|tvdb):\d+$/i,
  /^https?:\/\/(www\.|m\.)?imdb\.com\/title\/tt\d{7,8}\/?(\?.*)?$/i,
  /^https?:\/\/(www\.)?themoviedb\.org\/(movie|tv)\/\d+(-[\w-]+)?\/?(\?.*)?$/i,
  /^https?:\/\/(www\.)?thetvdb\.com\/(series|movies)\/[\w-]+\/?(\?.*)?$/i,
];

export function isMatchReference(value: string): boolean {
  return MATCH_PATTERNS.some((pattern) => pattern.test(value));
}

/** A link to open when the match is a URL; IDs have no page of their own. */
export function matchHref(value: string): string | null {
  return isMatchReference(value) ? (safeHref(value) ?? null) : null;
}
