import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';
import { media } from '#theme/media.ts';

const listBase = style({ display: 'grid', listStyle: 'none', margin: 0, padding: 0, minWidth: 0 });

export const list = styleVariants({
  /** One card a row, the whole width. */
  rows: [listBase, { gap: vars.space.sm }],
  /** Tiles of at least 18rem, as many as fit a row; one column on a phone. */
  tiles: [listBase, { gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' }],
});

const cardBase = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

/**
 * A card on phones (its parts stacked); in a list of rows, from tablet width up, a row with the
 * main part on the left and the last part (badges, figures) on the right. Never wider than the screen.
 */
export const card = style([
  cardBase,
  {
    transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
  },
]);

globalStyle(`${list.rows} > ${card}`, {
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', paddingBlock: vars.space.md } },
});

globalStyle(`${list.tiles} > ${card}`, { boxShadow: vars.shadow.sm });

/** Needs attention (an unread reply): a bar along the start edge. */
export const highlighted = style({ borderInlineStart: `4px solid ${vars.color.primary}` });

/** A card in waiting: the same box, no hover. */
export const skeleton = style([cardBase, { background: 'transparent' }]);

const titleBase = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const title = styleVariants({
  md: [titleBase, { fontSize: vars.font.size.md }],
  lg: [titleBase, { fontSize: vars.font.size.lg }],
});

export const strongTitle = style({ fontWeight: vars.font.weight.bold });

/** The whole card opens through this link, without nesting links: its box covers the card. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/**
 * A line of small, muted facts of a row that wraps (when, who, how long): a `ul` or `dl` without
 * its list look, long words broken so a phone never scrolls sideways.
 */
export const factLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
