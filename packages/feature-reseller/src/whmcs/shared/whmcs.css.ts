import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { detailsGrid } from '#common/details.css.ts';

/** The link's form with the connection test beside it (under it on a phone). */
export const linkLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const panelHeading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const text = style({ margin: 0 });

export const details = detailsGrid(2);

export { detail, term, value } from '#common/details.css.ts';

export const code = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const secretRow = style({ display: 'grid', gap: vars.space.xs });

/** A table that scrolls inside its own region on a phone instead of widening the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const toolbar = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const fields = style({ display: 'grid', gap: vars.space.md });
