import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The search and the filters: stacked on a phone, in a wrapping row from tablets up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'minmax(14rem, 2fr) repeat(4, minmax(0, 1fr))' },
  },
});

export const search = style({
  minWidth: 0,
  '@media': { [media.sm]: { gridColumn: '1 / -1' }, [media.lg]: { gridColumn: 'auto' } },
});

export const ownerFilter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.infoSoftText,
});

export const name = style({ display: 'block', fontWeight: vars.font.weight.semibold, color: vars.color.text, minWidth: '10rem' });

export const secondary = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.xs, whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap' });
