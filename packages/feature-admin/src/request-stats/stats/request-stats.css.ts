import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const screen = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.xl });

export const periods = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Two cards side by side from laptop width up, one above the other on a phone. */
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const busy = style({ opacity: 0.6 });
