import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const select = style({
  font: 'inherit',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '2.25rem',
});
