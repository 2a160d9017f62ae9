/** The support area's sections, in the order of its navigation; the first is where it opens. */
export const SUPPORT_SECTIONS = [
  { path: 'tickets', label: 'Tickets' },
  { path: 'buffering-test', label: 'Buffering test' },
] as const;
