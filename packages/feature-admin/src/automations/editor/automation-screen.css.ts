import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const runsSection = style({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.xl });

export const runsHeading = style({ margin: 0, fontSize: vars.font.size.lg });

export const runs = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const run = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2xs']} ${vars.space.sm}`,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});
