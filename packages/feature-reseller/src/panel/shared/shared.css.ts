import { media, vars } from '@portal/ui-kit/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const figures = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const figureValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const bar = style({
  height: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

const fill = style({ height: '100%', borderRadius: vars.radius.full });

export const barFill = styleVariants({
  normal: [fill, { background: vars.color.primary }],
  high: [fill, { background: vars.color.warning }],
  critical: [fill, { background: vars.color.danger }],
});

export const secondary = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const rowMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const details = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0, overflowWrap: 'anywhere' });

export const detailTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const detailValue = style({ margin: 0 });

export const subheading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
