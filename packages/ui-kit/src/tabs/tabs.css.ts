import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  // Many tabs scroll sideways inside the list on a phone instead of widening the page.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const trigger = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.control.md,
  paddingInline: vars.space.md,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px', borderRadius: vars.radius.sm },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const content = style({
  paddingTop: vars.space.lg,
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
