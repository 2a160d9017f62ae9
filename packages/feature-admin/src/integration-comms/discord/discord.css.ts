import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  margin: 0,
});
export const fact = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const value = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const step = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const stepTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
export const guilds = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
