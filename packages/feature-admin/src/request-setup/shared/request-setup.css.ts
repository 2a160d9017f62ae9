import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { factLine } from '@portal/ui-kit/list-card';

/** The parts of a screen, one under the other. */
export const stack = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/** Parts inside a card. */
export const tightStack = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Fields side by side where they fit, one under the other on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

/** Search, filters and order: stacked on a phone, in a row from tablet width up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(3, minmax(8rem, 1fr))' } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A note that tells what a setting changes for customers. */
export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

/** An item's text beside its status and actions: it may shrink, and long words break. */
export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** Badges and buttons, which wrap under the text on a phone. */
export const itemSide = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.md]: { justifyContent: 'flex-end' } },
});

/** A line of small, muted facts that wraps. */
export const facts = factLine;

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

/** Totals: label and number pairs that wrap. */
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const total = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const totalTerm = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const totalValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

/** A library map: its kind, then its fields and button in a row where they fit. */
export const mapRow = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const mapFields = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  minWidth: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.5fr) auto' } },
});

export const mapHeading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const plainList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });
