import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const groupTitle = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const groupNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const cycleField = style({ maxWidth: '20rem' });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.lg,
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const cardName = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const specs = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const specTerm = style({ color: vars.color.textMuted });

export const specValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const price = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xs });

export const amount = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

/** Keeps the order buttons of a row of cards on one line. */
export const cardAction = style({ marginTop: 'auto' });

export const notice = style({ display: 'grid', gap: vars.space.sm });

export const dialogBody = style({ display: 'grid', gap: vars.space.lg });

export const noticeText = style({ margin: 0 });
