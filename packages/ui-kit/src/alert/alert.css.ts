import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#theme/contract.css.ts';

export const alert = recipe({
  base: {
    display: 'flex',
    // On a narrow screen the action moves below the text rather than squeezing it to nothing.
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderInlineStartWidth: '4px',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.infoSoftText, borderColor: vars.color.info },
      success: {
        backgroundColor: vars.color.successSoft,
        color: vars.color.successSoftText,
        borderColor: vars.color.success,
      },
      warning: {
        backgroundColor: vars.color.warningSoft,
        color: vars.color.warningSoftText,
        borderColor: vars.color.warning,
      },
      error: {
        backgroundColor: vars.color.dangerSoft,
        color: vars.color.dangerSoftText,
        borderColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const icon = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem', marginTop: '0.0625rem' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], flex: '1 1 12rem', minWidth: 0 });

export const title = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm });

export const action = style({ flexShrink: 0, alignSelf: 'center' });
