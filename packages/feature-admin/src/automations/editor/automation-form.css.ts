import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** The sentence stays in view at the top of the form while it is edited. */
export const sentenceBox = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const sentenceHeading = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const sentence = style({ margin: 0, fontSize: vars.font.size.lg, overflowWrap: 'anywhere' });

export const group = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const rowLegend = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const rowFields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'start',
});

export const remove = style({ justifySelf: 'start' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const footer = style({ display: 'flex', justifyContent: 'flex-end' });
