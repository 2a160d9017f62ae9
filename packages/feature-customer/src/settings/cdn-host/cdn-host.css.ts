import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)', columnGap: vars.space.lg } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  padding: `${vars.space['2xs']} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  overflowWrap: 'anywhere',
});

export const record = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  minWidth: 0,
});

export const recordTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
