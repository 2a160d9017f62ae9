import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Search and filters: stacked on a phone, in a row from tablet width up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(3, minmax(8rem, 1fr))' } },
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const mono = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  minWidth: 0,
});

export const itemSide = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [media.md]: { justifyContent: 'flex-end' } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const nodeBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
});

export const stat = style({
  display: 'grid',
  gap: vars.space['2xs'],
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const statValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const results = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.font.size.sm });

export const libraryRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const list = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const placeholders = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const term = style({ fontFamily: vars.font.family.mono });

export const definition = style({ margin: 0, color: vars.color.textMuted, minWidth: 0 });
