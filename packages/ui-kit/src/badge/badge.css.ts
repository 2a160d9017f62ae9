import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    paddingInline: vars.space.sm,
    paddingBlock: vars.space['2xs'],
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.neutralSoft, color: vars.color.neutralSoftText },
      success: { backgroundColor: vars.color.successSoft, color: vars.color.successSoftText },
      warning: { backgroundColor: vars.color.warningSoft, color: vars.color.warningSoftText },
      danger: { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoSoftText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
