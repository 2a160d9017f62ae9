import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.snug,
});

export const requiredMark = style({
  marginInlineStart: vars.space['2xs'],
  color: vars.color.danger,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.snug,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.1em', width: '1em', height: '1em' });

const control = style({
  width: '100%',
  minWidth: 0,
  margin: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // 16px keeps iOS Safari from zooming into the field on focus.
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.focusRing, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6, backgroundColor: vars.color.surfaceHover },
    '&[readonly]': { backgroundColor: vars.color.surfaceHover },
  },
});

export const input = style([
  control,
  { minHeight: vars.control.md, paddingInline: vars.space.md, paddingBlock: vars.space.xs },
]);

export const textArea = style([
  control,
  { minHeight: '6rem', padding: `${vars.space.sm} ${vars.space.md}`, resize: 'vertical' },
]);

export const selectWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const select = style([
  control,
  {
    appearance: 'none',
    minHeight: vars.control.md,
    paddingInline: `${vars.space.md} ${vars.space['2xl']}`,
    cursor: 'pointer',
  },
]);

export const selectChevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  pointerEvents: 'none',
  color: vars.color.textMuted,
});

export const passwordWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const passwordInput = style({ paddingInlineEnd: `calc(${vars.control.sm} + ${vars.space.sm})` });

export const passwordToggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  color: vars.color.textMuted,
});

export const choiceRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
  // Lines the first line of the label up with the middle of the box.
  paddingTop: '0.0625rem',
});

export const choiceLabel = style([label, { fontWeight: vars.font.weight.medium, cursor: 'pointer' }]);

export const checkbox = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.0625rem',
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.primaryContrast,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="checked"]': { backgroundColor: vars.color.primary, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const checkboxIndicator = style({ display: 'flex', width: '0.875rem', height: '0.875rem' });

export const switchRoot = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  position: 'relative',
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-state="checked"]': { backgroundColor: vars.color.primary },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.danger}` },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const switchThumb = style({
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(0.1875rem)',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(1.1875rem)' },
  },
});
