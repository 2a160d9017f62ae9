import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The layout: the navigation beside the open page from tablet width up, above it on a phone. */
export const shell = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(12rem, 15rem) minmax(0, 1fr)', alignItems: 'start' } },
});

export const content = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const navToggle = style({ '@media': { [media.lg]: { display: 'none' } } });

export const nav = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Folded on a phone until the toggle opens it; always open from tablet width up. */
export const navCollapsed = style({ display: 'none', '@media': { [media.lg]: { display: 'grid' } } });

export const navGroup = style({ display: 'grid', gap: vars.space['2xs'] });

export const navGroupLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

export const navLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText, fontWeight: vars.font.weight.semibold },
  },
});

/** A settings page: the form, and the connection check beside it (below it on a phone). */
export const settingsGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  // Beside the form only where both have room next to the navigation.
  '@media': { 'screen and (min-width: 80em)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)', alignItems: 'start' } },
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.lg });

export const secret = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const secretActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const status = style({ display: 'grid', gap: vars.space.xs, margin: 0, minWidth: 0 });

export const statusLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });

export const groups = style({ display: 'grid', gap: vars.space.xl });

export const group = style({ display: 'grid', gap: vars.space.sm });

export const groupHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const rowBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

/** Above the card's link, which covers the whole card. */
export const rowActions = style({ position: 'relative', zIndex: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });
