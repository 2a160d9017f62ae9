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

export const itemHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

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
