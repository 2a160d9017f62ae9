import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });
