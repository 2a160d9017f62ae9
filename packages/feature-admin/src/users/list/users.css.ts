import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const selectCell = style({ width: '2.75rem', paddingInlineEnd: 0 });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});

export const sortMark = style({ fontSize: vars.font.size.xs, minWidth: '0.75rem' });

export const name = style({ fontWeight: vars.font.weight.medium, whiteSpace: 'nowrap' });

export const email = style({ overflowWrap: 'anywhere', minWidth: '12rem' });

export const flags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, minWidth: '8rem' });

export const muted = style({ color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const deleteNames = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg });
