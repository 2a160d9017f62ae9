import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/** The fields side by side while each has 14rem, stacked on a phone. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
});

const actionsBase = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const actions = styleVariants({
  start: [actionsBase, { justifyContent: 'flex-start' }],
  end: [actionsBase, { justifyContent: 'flex-end' }],
});
