import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginTop: vars.space.lg });

/** The mark of a setting that customers notice. */
export const customerNote = style({
  display: 'block',
  marginTop: vars.space['2xs'],
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const changeList = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
});

export const figure = style({ display: 'grid', gap: vars.space['2xs'], margin: 0 });

export const figureValue = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, margin: 0 });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});

export const sectionItem = style({ display: 'grid' });

export const sectionLinks = style({ marginTop: vars.space.sm });

export const checks = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))' });

export const groupError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });
