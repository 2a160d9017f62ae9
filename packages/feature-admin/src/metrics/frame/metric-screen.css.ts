import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const screen = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.font.size.xl });

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const busy = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, opacity: 0.6 });

export const nowrap = style({ whiteSpace: 'nowrap' });
