import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { detailsGrid } from '#common/details.css.ts';

export const toolbar = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))' } },
});

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0, overflowWrap: 'anywhere' });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end' });

export const price = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

/** The form's fields: one column on a phone, two side by side from tablet width up. */
export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.sm]: { gridColumn: '1 / -1' } } });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': { [media.sm]: { gridColumn: '1 / -1', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const types = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const typeCard = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const typeHeading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const step = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const details = detailsGrid(3);

export { detail, term, value } from '#common/details.css.ts';
