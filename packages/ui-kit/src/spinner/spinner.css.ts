import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';
import { media } from '#theme/media.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const iconSize = createVar();

export const spinnerIcon = style({
  flexShrink: 0,
  width: fallbackVar(iconSize, '1em'),
  height: fallbackVar(iconSize, '1em'),
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // A frozen spinner reads as a hung page, so under reduced motion it turns slowly instead of
    // stopping (the duration tokens are zero there, which would stop it).
    [media.reducedMotion]: { animationDuration: '2.4s' },
  },
});

export const spinnerTrack = style({ opacity: 0.25 });

export const spinner = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  },
  variants: {
    size: {
      sm: { vars: { [iconSize]: '1rem' } },
      md: { vars: { [iconSize]: '1.5rem' } },
      lg: { vars: { [iconSize]: '2.25rem' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
