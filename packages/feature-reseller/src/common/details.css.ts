import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** A list of terms and values: one column on a phone, `columns` from a small screen up. */
export function detailsGrid(columns: number) {
  return style({
    display: 'grid',
    gap: vars.space.md,
    margin: 0,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.sm]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } },
  });
}

export const detail = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0, overflowWrap: 'anywhere' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0 });
