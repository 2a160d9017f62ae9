import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The account's parts: two columns where they fit, one on a phone. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
});

export const figure = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const notes = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });

export const item = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const applied = style([meta, { listStyle: 'none', padding: 0 }]);

export const detail = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const side = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start', alignContent: 'start' });

export const amount = style({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const dialogBody = style({ display: 'grid', gap: vars.space.lg });

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.lg,
});

export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
