import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Search, filters and order: stacked on a phone, in a row from tablet width up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(3, minmax(8rem, 1fr))' } },
});

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const command = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const badges = style({ display: 'flex', '@media': { [media.md]: { justifyContent: 'flex-end' } } });

/** The list, and beside it (from laptop width up) or above it the process that is open. */
export const withPanel = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 28rem)' } },
});

export const listColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': { [media.lg]: { gridColumn: 1, gridRow: 1 } },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.lg]: {
      gridColumn: 2,
      gridRow: 1,
      // Below the shell's sticky header (3.5rem), in view while the list scrolls.
      position: 'sticky',
      top: `calc(3.5rem + ${vars.space.lg})`,
      maxHeight: `calc(100dvh - 3.5rem - 2 * ${vars.space.lg})`,
      overflowY: 'auto',
    },
  },
});

export const panelHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const panelHeading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, outline: 'none' });
