/** The request lounge's child routes, in menu order. Kept apart from the screens so the route list stays in the first chunk without them. */
export const LOUNGE_SECTIONS = [
  { path: 'movies', label: 'Movies' },
  { path: 'movies-4k', label: 'Movies 4K' },
  { path: 'shows', label: 'Shows' },
  { path: 'shows-4k', label: 'Shows 4K' },
  { path: 'subscribed-content', label: 'Subscribed' },
  { path: 'top-played', label: 'Top played' },
  { path: 'my-requests', label: 'My requests' },
  { path: 'media-reports', label: 'Media reports' },
  { path: 'lost-and-found', label: 'Lost and found' },
] as const;

export type LoungeSectionPath = (typeof LOUNGE_SECTIONS)[number]['path'];
