import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const count = style({
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const quiet = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
