/**
 * The correct match of a mismatched title as people paste it: an IMDb, TMDB or TheTVDB page, or an
 * ID such as `tt0017136`, `tmdb:19` or `tvdb:71663`. The portal checks it before sending it; the API
 * (and the demo backend) check the same.
 */
const MATCH_PATTERNS = [
  /^tt\d{7,8}$/,
  /^(tmdb|tvdb):\d+$/i,
  /^https?:\/\/(www\.|m\.)?imdb\.com\/title\/tt\d{7,8}\/?(\?.*)?$/i,
  /^https?:\/\/(www\.)?themoviedb\.org\/(movie|tv)\/\d+(-[\w-]+)?\/?(\?.*)?$/i,
  /^https?:\/\/(www\.)?thetvdb\.com\/(series|movies)\/[\w-]+\/?(\?.*)?$/i,
];

/** Whether `value` (trimmed by the caller) names a title in one of the catalogues. */
export function isMatchReference(value: string): boolean {
  return MATCH_PATTERNS.some((pattern) => pattern.test(value));
}
