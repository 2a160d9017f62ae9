import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const mediaTypes = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const mediaTypesHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const badgeList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
