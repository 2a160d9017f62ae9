import { media, vars } from '@portal/ui-kit/theme';
import { keyframes, style } from '@vanilla-extract/css';

export const fab = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryContrast,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  ':hover': { background: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  '@media': { [media.md]: { right: vars.space.xl, bottom: vars.space.xl } },
});

/** Over the impersonation bar, which wraps to two lines on phones. */
export const fabAboveBar = style({
  bottom: `calc(${vars.space.lg} + 6rem)`,
  '@media': { [media.md]: { bottom: `calc(${vars.space.xl} + 3.5rem)` } },
});

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

// Attribute selectors win over the dialog's centred layout without depending on stylesheet order.
export const sheet = style({
  selectors: {
    '&[role="dialog"]': {
      top: 0,
      right: 0,
      bottom: 0,
      left: 'auto',
      transform: 'none',
      width: '100%',
      maxWidth: '100%',
      height: '100dvh',
      maxHeight: '100dvh',
      overflow: 'hidden',
      borderRadius: 0,
      borderWidth: '0 0 0 1px',
      animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
  },
  '@media': {
    [media.sm]: { selectors: { '&[role="dialog"]': { maxWidth: '30rem' } } },
  },
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  // Room for the focus rings of the entries, which the scroll box would otherwise clip.
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xs}`,
});

export const toolbar = style({
  display: 'flex',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const message = style({
  margin: 0,
  padding: `${vars.space.xl} 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const detail = style({ display: 'grid', gap: vars.space.lg });

export const back = style({ justifySelf: 'start' });

export const detailHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  outline: 'none',
});

export const loading = style({ display: 'grid', gap: vars.space.sm });
