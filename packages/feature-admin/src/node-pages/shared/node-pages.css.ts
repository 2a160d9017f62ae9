import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { factLine } from '@portal/ui-kit/list-card';

/** The parts of a node page, one under the other. */
export const stack = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

/** A line of small, muted facts that wraps: when, who, how long. */
export const facts = factLine;

/** An item's text beside its status and actions: it may shrink, and long words break. */
export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const itemText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Status badges and buttons, which wrap under the text on a phone. */
export const itemSide = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.md]: { justifyContent: 'flex-end' } },
});

/** A command, a path, an image reference: monospaced, and broken anywhere rather than overflowing. */
export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, overflowWrap: 'anywhere', wordBreak: 'break-word' });

/**
 * What a command printed: kept as printed, wrapped inside its box. It grows with its text rather
 * than scrolling, so nothing in it is out of reach of a keyboard.
 */
export const output = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** Label and value pairs: two columns where they fit, one on a phone. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
});

export const detail = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** A plain list whose items sit apart by a line. */
export const plainList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const plainItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

/** Words in a row that wrap: environment variable names, libraries. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** A row of controls above a list: its search and filters, which wrap on a phone. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const toolbarField = style({ minWidth: 'min(100%, 12rem)', flex: '1 1 12rem' });

/** A form in one row where it fits: the field grows, the button keeps its size. */
export const inlineForm = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The log lines of a container: time and text, stderr marked. */
export const logs = style([output, { display: 'grid', gap: vars.space['2xs'], listStyle: 'none', whiteSpace: 'normal' }]);

export const logLine = style({ display: 'grid', gap: `0 ${vars.space.md}`, '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)' } } });

export const logTime = style({ color: vars.color.textMuted });

export const logText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const stderr = style({ color: vars.color.danger });

export const muted = style({ color: vars.color.textMuted });
