import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const side = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const legendHint = style({ margin: `calc(-1 * ${vars.space.xs}) 0 0`, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const choices = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const servers = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const server = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const serverHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const serverName = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const serverMeta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['2xs']} ${vars.space.md}`, fontSize: vars.font.size.sm, color: vars.color.textMuted });
