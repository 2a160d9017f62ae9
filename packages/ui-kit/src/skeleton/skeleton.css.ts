import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';
import { media } from '#theme/media.ts';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.45 },
});

export const skeleton = style({
  display: 'block',
  maxWidth: '100%',
  backgroundColor: vars.color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const skeletonText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
});
