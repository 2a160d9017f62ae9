import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';
import { media } from '#theme/media.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    zIndex: vars.zIndex.modal,
    transform: 'translate(-50%, -50%)',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: `calc(100% - 2 * ${vars.space.lg})`,
    maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
    overflowY: 'auto',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    overflowWrap: 'anywhere',
    animation: `${popIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': {
      [media.sm]: { padding: vars.space.xl },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '24rem' },
      md: { maxWidth: '32rem' },
      lg: { maxWidth: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const closeButton = style({ marginTop: `calc(-1 * ${vars.space.xs})`, marginInlineEnd: `calc(-1 * ${vars.space.xs})` });

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  '@media': {
    [media.sm]: { flexDirection: 'row', justifyContent: 'flex-end', flexWrap: 'wrap' },
  },
});

export const messageContent = style({ alignItems: 'center', textAlign: 'center' });

export const toneIcon = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.full,
    fontSize: '1.5rem',
    flexShrink: 0,
  },
  variants: {
    tone: {
      error: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningSoftText },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.successSoftText },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoSoftText },
    },
  },
});

export const messageBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'center' });

export const messageActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignSelf: 'stretch' });

export const messageText = style({ color: vars.color.textMuted, fontSize: vars.font.size.md });

export const confirmTextValue = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
