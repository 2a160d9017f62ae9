import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Search and filters wrap into as many columns as fit: one on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
});

export const row = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const name = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const marks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, '@media': { [media.md]: { justifyContent: 'flex-end' } } });

export const summary = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
