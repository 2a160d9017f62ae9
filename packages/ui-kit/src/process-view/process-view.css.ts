import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const view = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const sectionHeading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const output = style({
  margin: 0,
  maxHeight: '18rem',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

export const emptyOutput = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, fontStyle: 'italic' });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

const entryBase = {
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
} as const;

export const entry = style(entryBase);

/** The control that opens a process: a button or a link, looking the same. */
export const entryControl = style({
  ...entryBase,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
});

export const currentEntry = style({
  ...entryBase,
  borderColor: vars.color.primary,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const entryCommand = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const currentMeta = style([meta, { color: 'inherit' }]);
