import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const description = style({ margin: 0, overflowWrap: 'anywhere' });

/** A long command wraps inside its own box instead of widening the page. */
export const command = style({
  display: 'block',
  margin: 0,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  '@media': { [media.md]: { justifyContent: 'flex-end' } },
});

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const fieldRow = style({ display: 'grid', gap: vars.space.md, '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } });

export const mono = style({ fontFamily: vars.font.family.mono });

export const footer = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
