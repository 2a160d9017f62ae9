import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const nav = style({ display: 'grid', gap: vars.space.md });

export const list = style({ display: 'grid', gap: vars.space['2xs'], listStyle: 'none', margin: 0, padding: 0 });

export const inlineList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  selectors: {
    '&.active': { background: vars.color.primarySoft, color: vars.color.primarySoftText, fontWeight: vars.font.weight.semibold },
  },
});

export const menuSwitch = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  padding: vars.space['2xs'],
  gap: vars.space['2xs'],
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
});

export const switchButton = style({
  minHeight: vars.control.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.neutralSoftText,
  font: 'inherit',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
  },
});
