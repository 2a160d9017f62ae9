import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const details = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const detail = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

export const url = style({ overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space.lg });
