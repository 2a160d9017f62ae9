import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field across both columns. */
export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const fieldset = style([
  wide,
  {
    display: 'grid',
    gap: vars.space.sm,
    minWidth: 0,
    margin: 0,
    padding: vars.space.lg,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
  },
]);

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const resources = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const switches = style([wide, { display: 'grid', gap: vars.space.md }]);
