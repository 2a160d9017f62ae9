import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minWidth: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const waiting = style({ borderColor: vars.color.warning, background: vars.color.warningSoft, color: vars.color.warningSoftText });

export const figure = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
