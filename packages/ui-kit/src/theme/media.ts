/** Media queries cannot read CSS variables, so breakpoints are plain constants. */
export const media = {
  /** Large phones in landscape and up. */
  sm: 'screen and (min-width: 40em)',
  /** Tablets and up. */
  md: 'screen and (min-width: 48em)',
  /** Laptops and up. */
  lg: 'screen and (min-width: 64em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
