import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const category = style({ display: 'grid', gap: vars.space.md });

export const categoryHead = style({ display: 'grid', gap: vars.space.xs });

export const categoryName = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const categoryDescription = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const products = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const product = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const productHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const productName = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const price = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs });

export const amount = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const per = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const otherCycles = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const features = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.font.size.sm });

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const featureIcon = style({ flexShrink: 0, marginTop: '0.1em', color: vars.color.success });

/** Pushes the order button to the bottom, so buttons line up across a row of cards. */
export const orderAction = style({ marginTop: 'auto', paddingTop: vars.space.sm });

export const skeletonCard = style([product, { boxShadow: 'none' }]);

export const dialogBody = style({ display: 'grid', gap: vars.space.lg });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const steps = style({ display: 'grid', gap: vars.space.sm, margin: 0, paddingInlineStart: vars.space.xl, fontSize: vars.font.size.sm });

export const stepsTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const checkoutHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const noticeText = style({ margin: 0 });
