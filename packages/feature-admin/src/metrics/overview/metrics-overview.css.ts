import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const screen = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.size.xl });

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({ height: '100%' });

export const figure = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const muted = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const busy = style({ opacity: 0.6 });
