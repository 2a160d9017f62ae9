import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const nameCell = style({ display: 'grid', gap: vars.space['2xs'], minWidth: '10rem' });

export const host = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontWeight: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const sortMark = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
});

export const figure = style({
  display: 'grid',
  gap: vars.space['2xs'],
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const figureLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const figureValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const meter = style({ width: '100%', height: '0.375rem', accentColor: vars.color.primary });

export const details = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  fontSize: vars.font.size.sm,
});

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
