import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space['2xs'],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
});

export const filter = style({
  minHeight: vars.control.sm,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.neutralSoftText,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const unreadNote = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const fieldNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
