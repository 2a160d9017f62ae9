import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Search, filters and order: stacked on a phone, in a row from tablet width up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  marginBlockEnd: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(3, minmax(9rem, 1fr))' } },
});

export const summary = style({ margin: 0, marginBlockEnd: vars.space.sm, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const sentence = style({ margin: 0, overflowWrap: 'anywhere' });

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** Above the card's link, which covers the card. */
export const controls = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.md]: { justifyContent: 'flex-end' } },
});
