import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The search and the filters: as many side by side as fit, one under the other on a phone. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
});

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const details = style({
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

export const customer = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, '@media': { [media.md]: { justifyContent: 'flex-end' } } });

export const total = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
