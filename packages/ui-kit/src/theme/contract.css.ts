import { createThemeContract } from '@vanilla-extract/css';
import { type ColorTokens, type ShadowTokens, baseTokens, motionTokens } from './tokens.ts';

type Nulls<T> = { [K in keyof T]: T[K] extends string ? null : Nulls<T[K]> };

function nulls<T extends object>(tokens: T): Nulls<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [key, typeof value === 'string' ? null : nulls(value as object)]),
  ) as Nulls<T>;
}

const colorNames: Record<keyof ColorTokens, null> = {
  background: null,
  surface: null,
  surfaceRaised: null,
  surfaceHover: null,
  border: null,
  borderStrong: null,
  text: null,
  textMuted: null,
  link: null,
  primary: null,
  primaryHover: null,
  primaryContrast: null,
  primarySoft: null,
  primarySoftText: null,
  success: null,
  successSoft: null,
  successSoftText: null,
  warning: null,
  warningSoft: null,
  warningSoftText: null,
  danger: null,
  dangerHover: null,
  dangerContrast: null,
  dangerSoft: null,
  dangerSoftText: null,
  info: null,
  infoSoft: null,
  infoSoftText: null,
  neutralSoft: null,
  neutralSoftText: null,
  focusRing: null,
  overlay: null,
  skeleton: null,
  skeletonHighlight: null,
};

const shadowNames: Record<keyof ShadowTokens, null> = { sm: null, md: null, lg: null };

/**
 * The theme contract: every component reads these CSS variables and nothing else. Colours and
 * shadows are filled per theme (`light.css.ts`, `dark.css.ts`); the rest once on `:root`
 * (`base.css.ts`).
 */
export const vars = createThemeContract({
  color: colorNames,
  shadow: shadowNames,
  ...nulls(baseTokens),
  motion: nulls(motionTokens),
});
