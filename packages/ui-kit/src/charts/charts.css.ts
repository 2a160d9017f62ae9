import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The drawing takes its container's width; its own box never overflows a phone's screen. */
export const plot = style({
  width: '100%',
  minWidth: 0,
  overflow: 'hidden',
});

export const svg = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  overflow: 'visible',
  fontFamily: vars.font.family.body,
});

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: '12px',
});

export const gridLine = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
});

export const baseline = style({
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
  shapeRendering: 'crispEdges',
});

/** Series colours straight from the theme's variables: a theme switch recolours without a redraw. */
export const tone = styleVariants({
  primary: { color: vars.color.primary },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
  info: { color: vars.color.info },
  neutral: { color: vars.color.textMuted },
});

export const line = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const area = style({
  fill: 'currentColor',
  fillOpacity: 0.14,
  stroke: 'none',
});

export const dot = style({
  fill: 'currentColor',
  stroke: vars.color.surface,
  strokeWidth: 1.5,
});

export const bar = style({
  fill: 'currentColor',
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.sm,
  backgroundColor: 'currentColor',
  flexShrink: 0,
});

export const swatchLabel = style({
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const empty = style({
  margin: 0,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
