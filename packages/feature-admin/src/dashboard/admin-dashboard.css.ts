import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
});

export const stat = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const statValue = style({ margin: 0, fontSize: vars.font.size['3xl'], fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const statDetail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const processes = style({ display: 'grid', listStyle: 'none', margin: 0, padding: 0 });

export const process = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const command = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const processMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});


/** The parts of the dashboard: two columns where they fit, one on a phone. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  marginTop: vars.space['2xl'],
});

export const item = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center', listStyle: 'none', margin: 0, padding: 0 });

export const amount = style({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
