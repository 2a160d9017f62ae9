import { msg } from '@lingui/core/macro';

/** The support area's sections, in the order of its navigation; the first is where it opens. */
export const SUPPORT_SECTIONS = [
  { path: 'tickets', label: msg`Tickets` },
  { path: 'buffering-test', label: msg`Buffering test` },
] as const;
