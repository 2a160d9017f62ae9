import { msg } from '@lingui/core/macro';

/** The community center's sections, in the order of its navigation; the first is where it opens. */
export const COMMUNITY_SECTIONS = [
  { path: 'invites', label: msg`Invites` },
  { path: 'cdn', label: msg`Community CDN` },
  { path: 'mismatched-content', label: msg`Mismatched content` },
] as const;
