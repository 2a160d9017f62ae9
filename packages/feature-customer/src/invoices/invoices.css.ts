import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filter = style({ width: '100%', '@media': { [media.sm]: { width: '14rem' } } });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

/**
 * One invoice: a card on phones (number and status, then the three facts in a row that wraps),
 * a row of columns from tablet width up. Never wider than the screen.
 */
export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', paddingBlock: vars.space.md },
  },
});

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const number = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

/** The whole card opens the invoice through its number link, without nesting links. */
export const numberLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 8.5rem)' } },
});

export const fact = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const factValue = style({ margin: 0, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const totalValue = style([factValue, { fontWeight: vars.font.weight.semibold }]);

export const skeletonItem = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

// ---------------------------------------------------------------- one invoice

export const detailGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const detailFacts = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const detailFact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

export const detailLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const detailValue = style({ margin: 0, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

export const lineDescription = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The totals under the lines read as labels, not as column headings. */
export const totalsLabel = style({
  selectors: {
    'tfoot &': {
      textTransform: 'none',
      letterSpacing: 'normal',
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.regular,
      color: vars.color.textMuted,
      borderBottom: 'none',
      paddingBlock: vars.space.sm,
    },
  },
});

export const totals = style({});

export const totalRow = style({});

globalStyle(`${totals} > ${totalRow} > *`, {
  borderTop: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${totals} > tr:first-child > *`, { borderTop: `1px solid ${vars.color.border}` });

export const linkHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
