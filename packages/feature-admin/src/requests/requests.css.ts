import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Search, filters and order: stacked on a phone, in a row from tablet width up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(3, minmax(8rem, 1fr))' } },
});

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({ margin: 0, fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const titleCell = style({ display: 'grid', gap: vars.space['2xs'], minWidth: '10rem' });

export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const text = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', maxWidth: '40ch' });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.lg });
