import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';
import { media } from '#theme/media.ts';

export const dialogContent = style({
  position: 'fixed',
  top: '10vh',
  left: '50%',
  zIndex: vars.zIndex.modal,
  transform: 'translateX(-50%)',
  width: `calc(100% - 2 * ${vars.space.lg})`,
  maxWidth: '36rem',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  '@media': {
    [media.sm]: { top: '15vh' },
  },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    // The root takes focus only programmatically; the input shows the focus.
    '&:focus-visible': { outline: 'none' },
  },
});

export const inputWrapper = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  height: '3rem',
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

// The input's own outline is off (it sits flush in the panel); the wrapper shows focus instead.
globalStyle(`${inputWrapper}:has(${input}:focus-visible)`, {
  boxShadow: `inset 0 -2px 0 ${vars.color.focusRing}`,
});

export const list = style({
  maxHeight: 'min(24rem, 60vh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.xs,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  userSelect: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-selected="true"]': {
      backgroundColor: vars.color.primarySoft,
      color: vars.color.primarySoftText,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    '&[data-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const group = style({});

globalStyle(`${group} [cmdk-group-heading]`, {
  paddingInline: vars.space.md,
  paddingTop: vars.space.sm,
  paddingBottom: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const empty = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

globalStyle(`${loading} > div`, { display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border,
});
