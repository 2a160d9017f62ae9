import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The conversation and the answer beside the ticket's facts; stacked on narrow screens, facts first. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' } },
});

export const main = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, '@media': { [media.lg]: { order: -1 } } });
