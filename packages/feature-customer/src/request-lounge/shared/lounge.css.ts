import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.sm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-current="page"]': { background: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.primarySoftText },
  },
});

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.xl });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

// Fields in the toolbar may shrink below their content's width on a phone.
globalStyle(`${toolbar} > *`, { minWidth: 0 });

export const searchField = style({ flex: '1 1 16rem' });

export const filterField = style({ flex: '0 1 12rem' });

export const chipList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  minHeight: vars.control.sm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { background: vars.color.primarySoft, borderColor: vars.color.primary, color: vars.color.primarySoftText, fontWeight: vars.font.weight.semibold },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const quota = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Rows of the lounge's plain lists (requests, reports, lost titles…). */
export const rowList = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.md]: { gridTemplateColumns: '3.5rem minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const rowBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const rowTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const rowMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  gridColumn: '1 / -1',
  '@media': { [media.md]: { gridColumn: 'auto', justifyContent: 'flex-end' } },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const reply = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.info}`,
  background: vars.color.infoSoft,
  color: vars.color.infoSoftText,
  fontSize: vars.font.size.sm,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
});

export const loadMore = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, paddingBlock: vars.space.lg });

export const endNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, textAlign: 'center' });

export const sentinel = style({ height: '1px' });

export const rank = style({
  display: 'grid',
  placeItems: 'center',
  minWidth: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const rankedRow = style([
  row,
  {
    gridTemplateColumns: '2rem 3rem minmax(0, 1fr)',
    '@media': { [media.md]: { gridTemplateColumns: '2rem 3.5rem minmax(0, 1fr) auto' } },
  },
]);

export const dialogBody = style({ display: 'grid', gap: vars.space.lg });

export const detailLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: '9rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const detailPoster = style({ maxWidth: '9rem' });

export const overview = style({ margin: 0, lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' });

export const fieldset = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.medium, fontSize: vars.font.size.sm });

export const seasonGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  gap: vars.space.xs,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});

export const nativeChoice = style({ width: '1.125rem', height: '1.125rem', margin: 0, accentColor: vars.color.primary, flex: 'none' });

export const resultList = style({
  display: 'grid',
  gap: vars.space['2xs'],
  maxHeight: '14rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  listStyle: 'none',
});

export const inlineFields = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(9rem, 100%), 1fr))' });

export const quotaLine = style({ margin: 0, color: vars.color.textMuted });
