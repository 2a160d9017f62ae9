import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '42rem' });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const serverField = style({ width: '100%', '@media': { [media.sm]: { width: '18rem' } } });

export const serverName = style({ margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const progressBlock = style({ display: 'grid', gap: vars.space.sm });

export const progressTrack = style({
  height: '0.625rem',
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: `width ${vars.motion.duration.fast} linear`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const progressText = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const headline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const quality = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const recommendation = style({ margin: 0, maxWidth: '42rem' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({
  display: 'grid',
  gap: vars.space['2xs'],
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  minWidth: 0,
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const factValue = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const meta = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
