import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The button, and the shortcut's hint laid over its end. */
export const triggerBox = style({
  position: 'relative',
  display: 'inline-flex',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  width: vars.control.sm,
  minHeight: vars.control.sm,
  padding: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover, color: vars.color.text },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  '@media': {
    [media.md]: { width: '15rem', justifyContent: 'flex-start', padding: `0 ${vars.space.sm}` },
  },
});

export const triggerText = style({
  display: 'none',
  '@media': { [media.md]: { display: 'inline' } },
});

export const shortcut = style({
  display: 'none',
  '@media': {
    [media.md]: {
      display: 'inline-block',
      position: 'absolute',
      insetInlineEnd: vars.space.sm,
      top: '50%',
      transform: 'translateY(-50%)',
      pointerEvents: 'none',
      padding: `0 ${vars.space.xs}`,
      borderRadius: vars.radius.sm,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.background,
      color: vars.color.textMuted,
      fontFamily: vars.font.family.mono,
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.normal,
    },
  },
});

export const scope = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontWeight: vars.font.weight.semibold,
});

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

export const status = style({
  selectors: { '&:empty': { display: 'none' } },
});

export const message = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.lg}`,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
});

export const errorText = style({ margin: 0 });

export const avatar = style({
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.neutralSoft,
});

export const initial = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.neutralSoftText,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const resultName = style({ minWidth: 0 });
