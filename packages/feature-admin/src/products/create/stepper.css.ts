import { media, vars } from '@portal/ui-kit/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const nav = style({ minWidth: 0 });

/** Three steps side by side; on a narrow phone each takes a row. */
export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm } },
});

export const item = style({ minWidth: 0 });

const cell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { [`${item}[aria-current="step"] &`]: { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primarySoftText } },
});

export const plain = cell;

export const link = style([
  cell,
  {
    textDecoration: 'none',
    selectors: {
      '&:hover': { background: vars.color.surfaceHover },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const marker = styleVariants({
  done: [markerBase, { background: vars.color.successSoft, color: vars.color.successSoftText }],
  current: [markerBase, { background: vars.color.primary, color: vars.color.primaryContrast }],
  todo: [markerBase, { background: vars.color.neutralSoft, color: vars.color.neutralSoftText }],
});

export const text = style({ display: 'grid', minWidth: 0 });

export const label = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const chosen = style({ fontSize: vars.font.size.sm, color: 'inherit', overflowWrap: 'anywhere' });
