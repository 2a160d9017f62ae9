import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const scroller = style({
  width: '100%',
  maxWidth: '100%',
  minWidth: 0,
  // Wide tables scroll inside this box on phones; the page itself never scrolls sideways.
  overflowX: 'auto',
  WebkitOverflowScrolling: 'touch',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const head = style({ backgroundColor: vars.color.background });

export const row = style({
  selectors: {
    'tbody > &:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    'tbody > &:hover': { backgroundColor: vars.color.surfaceHover },
  },
});

const cellBase = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const headerCell = style([
  cellBase,
  {
    paddingBlock: vars.space.sm,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.02em',
    textTransform: 'uppercase',
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const cell = style([cellBase, { color: vars.color.text }]);

export const alignEnd = style({ textAlign: 'end' });
export const alignCenter = style({ textAlign: 'center' });
