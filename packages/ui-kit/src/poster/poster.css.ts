import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/** A 2:3 box, as wide as its column: sized before the image arrives, so nothing below it moves. */
export const posterFrameClass = style({
  position: 'relative',
  aspectRatio: '2 / 3',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
  // The fallback's letter grows with the box, from a list row's thumbnail to a large card.
  containerType: 'inline-size',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['2xs'],
  width: '100%',
  height: '100%',
  padding: vars.space.xs,
  color: vars.color.neutralSoftText,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const initial = style({
  display: 'block',
  fontSize: `clamp(${vars.font.size.lg}, 40cqi, ${vars.font.size['3xl']})`,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
});
