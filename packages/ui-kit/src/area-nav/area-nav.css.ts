import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const nav = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  // On a phone the links scroll inside the bar rather than widening the page.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const link = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.md,
  paddingInline: vars.space.md,
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { color: vars.color.text },
    // aria-current rather than a router's class name: any router's link can say which one is open.
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.primary, fontWeight: vars.font.weight.semibold },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px', borderRadius: vars.radius.sm },
  },
});
