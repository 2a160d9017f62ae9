import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The height of a card's text under its poster, in rem; the grid computes row heights from it. */
export const CARD_INFO_REM = 7.5;
/** The gap between cards, in rem. */
export const GRID_GAP_REM = 1;

export const grid = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0, width: '100%' });

export const cell = style({ position: 'absolute', top: 0, left: 0 });

export const card = style({
  display: 'grid',
  gridTemplateRows: `auto ${CARD_INFO_REM}rem`,
  gap: vars.space.sm,
  height: '100%',
  minWidth: 0,
});

export const info = style({ display: 'grid', alignContent: 'start', gap: vars.space.xs, minWidth: 0, overflow: 'hidden' });

export const title = style({ margin: 0, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.tight, minWidth: 0 });

export const titleButton = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });

export const action = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const skeletonGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(9.5rem, 100%), 1fr))',
  gap: `${GRID_GAP_REM}rem`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
