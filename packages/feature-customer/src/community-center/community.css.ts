import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { listRow } from '#lib/blocks.css.ts';

export const paragraph = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

/** Two fields side by side from tablets up, stacked on a phone. */
export const formRow = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

/** One invite or report: its text, then its status and action, which wrap under it on a phone. */
export const item = style([
  listRow,
  { borderTop: `1px solid ${vars.color.border}`, minWidth: 0, selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } } },
]);

export const itemMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0, flex: '1 1 16rem' });

export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const note = style({
  margin: 0,
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const itemSide = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const counter = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

// ---------------------------------------------------------------- CDN node choice

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.75 },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const radio = style({ width: '1.125rem', height: '1.125rem', margin: 0, marginTop: vars.space['2xs'], accentColor: vars.color.primary });

/** The node's name and badges on one line (wrapping on a phone), its figures on the next. */
export const choiceBody = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const choiceName = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  flexBasis: '100%',
  gap: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const meter = style({ width: '100%', maxWidth: '16rem', height: '0.5rem', accentColor: vars.color.primary });
