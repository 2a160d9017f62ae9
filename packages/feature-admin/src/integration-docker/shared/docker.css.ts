import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

/** Key and value side by side from tablets up, stacked on a phone, the remove button last. */
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  paddingBlockEnd: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr) auto', paddingBlockEnd: 0, borderBottom: 'none' } },
});

export const rowAction = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@media': { [media.md]: { paddingBlockStart: vars.space.xl } },
});

export const mono = style({ fontFamily: vars.font.family.mono, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' } },
});

export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const details = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  minWidth: 0,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
