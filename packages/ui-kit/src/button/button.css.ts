import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    flexShrink: 0,
    maxWidth: '100%',
    margin: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.primaryContrast,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.surfaceHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.surfaceHover } },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.dangerContrast,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: vars.control.sm, paddingInline: vars.space.md },
      md: { minHeight: vars.control.md, paddingInline: vars.space.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
    iconOnly: {
      true: { paddingInline: 0, flexShrink: 0 },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: vars.control.sm, height: vars.control.sm } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: vars.control.md, height: vars.control.md } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
