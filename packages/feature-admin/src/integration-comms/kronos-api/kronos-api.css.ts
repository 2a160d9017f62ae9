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
export const value = style({ margin: 0, fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });
export const summary = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const secret = style({
  display: 'block',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
