import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 1rem)',
  maxHeight: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.control.sm,
    paddingInline: vars.space.md,
    paddingBlock: vars.space.xs,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.snug,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': { backgroundColor: vars.color.surfaceHover },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    tone: {
      default: { color: vars.color.text },
      danger: { color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'default' },
});

/** Radio items keep a column for the tick, so checked and unchecked labels line up. */
export const radioItem = style({ paddingInlineStart: vars.space.sm });

export const radioMark = style({ display: 'inline-flex', width: '1rem', flexShrink: 0 });

export const itemIcon = style({ display: 'flex', flexShrink: 0, color: 'inherit' });

export const label = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xs,
  marginInline: `calc(-1 * ${vars.space.xs})`,
  backgroundColor: vars.color.border,
});
