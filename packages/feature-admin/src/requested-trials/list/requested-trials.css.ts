import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { factLine } from '@portal/ui-kit/list-card';

/** Search, filters and order: stacked on a phone, in a row from tablet width up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(3, minmax(9rem, 1fr))' } },
});

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const details = factLine;

/** The request's message, two lines at most: the whole of it is on the request's page. */
export const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, '@media': { [media.md]: { justifyContent: 'flex-end' } } });
