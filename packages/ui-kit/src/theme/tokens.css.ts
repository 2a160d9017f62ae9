import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(11rem, 100%), 1fr))',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
});

export const chip = style({
  height: '3rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const scaleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const spaceBar = style({ height: '0.75rem', backgroundColor: vars.color.primary, borderRadius: vars.radius.sm });
