import { msg } from '@lingui/core/macro';

/** The request lounge's child routes, in menu order. Kept apart from the screens so the route list stays in the first chunk without them. */
export const LOUNGE_SECTIONS = [
  { path: 'movies', label: msg`Movies` },
  { path: 'movies-4k', label: msg`Movies 4K` },
  { path: 'shows', label: msg`Shows` },
  { path: 'shows-4k', label: msg`Shows 4K` },
  { path: 'subscribed-content', label: msg`Subscribed` },
  { path: 'top-played', label: msg`Top played` },
  { path: 'my-requests', label: msg`My requests` },
  { path: 'media-reports', label: msg`Media reports` },
  { path: 'lost-and-found', label: msg`Lost and found` },
] as const;

export type LoungeSectionPath = (typeof LOUNGE_SECTIONS)[number]['path'];
