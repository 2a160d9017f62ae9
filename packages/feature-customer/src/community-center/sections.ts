/** The community center's sections, in the order of its navigation; the first is where it opens. */
export const COMMUNITY_SECTIONS = [
  { path: 'invites', label: 'Invites' },
  { path: 'cdn', label: 'Community CDN' },
  { path: 'mismatched-content', label: 'Mismatched content' },
] as const;
