/**
 * Raw token values. They live in plain TypeScript (not in the `.css.ts` theme files) so that the
 * contrast test can check every text/background pair the components actually use.
 */

export const lightColors = {
  background: '#f5f6f8',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceHover: '#eceef2',
  border: '#d8dce3',
  borderStrong: '#7c8595',
  text: '#1b1f27',
  textMuted: '#4f5866',
  link: '#4338ca',
  primary: '#4338ca',
  primaryHover: '#3730a3',
  primaryContrast: '#ffffff',
  primarySoft: '#e0e7ff',
  primarySoftText: '#312e81',
  success: '#15803d',
  successSoft: '#dcfce7',
  successSoftText: '#14532d',
  warning: '#b45309',
  warningSoft: '#fef3c7',
  warningSoftText: '#78350f',
  danger: '#b91c1c',
  dangerHover: '#991b1b',
  dangerContrast: '#ffffff',
  dangerSoft: '#fee2e2',
  dangerSoftText: '#7f1d1d',
  info: '#0369a1',
  infoSoft: '#e0f2fe',
  infoSoftText: '#0c4a6e',
  neutralSoft: '#e8eaee',
  neutralSoftText: '#374151',
  focusRing: '#4f46e5',
  overlay: 'rgba(15, 18, 23, 0.55)',
  skeleton: '#e3e6eb',
  skeletonHighlight: '#f1f3f6',
};

export type ColorTokens = typeof lightColors;

export const darkColors: ColorTokens = {
  background: '#0f1217',
  surface: '#171b22',
  surfaceRaised: '#1e232c',
  surfaceHover: '#262c37',
  border: '#2c323d',
  borderStrong: '#6b7383',
  text: '#e6e9ef',
  textMuted: '#a0a8b6',
  link: '#a5b4fc',
  primary: '#8b93f8',
  primaryHover: '#a5b4fc',
  primaryContrast: '#0f1217',
  primarySoft: '#23264d',
  primarySoftText: '#c7d2fe',
  success: '#4ade80',
  successSoft: '#0f2e1c',
  successSoftText: '#86efac',
  warning: '#fbbf24',
  warningSoft: '#33260a',
  warningSoftText: '#fcd34d',
  danger: '#f87171',
  dangerHover: '#fca5a5',
  dangerContrast: '#0f1217',
  dangerSoft: '#3a1414',
  dangerSoftText: '#fca5a5',
  info: '#38bdf8',
  infoSoft: '#0b2838',
  infoSoftText: '#7dd3fc',
  neutralSoft: '#2a303b',
  neutralSoftText: '#d1d5db',
  focusRing: '#a5b4fc',
  overlay: 'rgba(0, 0, 0, 0.7)',
  skeleton: '#232934',
  skeletonHighlight: '#2d3441',
};

export const lightShadows = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  md: '0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 2px 4px -2px rgba(16, 24, 40, 0.06)',
  lg: '0 16px 32px -8px rgba(16, 24, 40, 0.22), 0 4px 8px -4px rgba(16, 24, 40, 0.08)',
};

export type ShadowTokens = typeof lightShadows;

export const darkShadows: ShadowTokens = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 10px -2px rgba(0, 0, 0, 0.6)',
  lg: '0 18px 40px -8px rgba(0, 0, 0, 0.75), 0 0 0 1px rgba(255, 255, 255, 0.06)',
};

/** Tokens that do not change between light and dark; they are set once on `:root`. */
export const baseTokens = {
  space: {
    none: '0',
    '2xs': '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    '2xl': '2rem',
    '3xl': '3rem',
  },
  radius: {
    sm: '4px',
    md: '6px',
    lg: '10px',
    xl: '14px',
    full: '9999px',
  },
  font: {
    family: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: {
      tight: '1.25',
      snug: '1.375',
      normal: '1.5',
    },
  },
  control: {
    sm: '2rem',
    md: '2.5rem',
  },
  zIndex: {
    sticky: '100',
    modal: '1100',
    popover: '1200',
    toast: '1300',
  },
};

export const motionTokens = {
  duration: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
};

export const reducedMotionTokens: typeof motionTokens = {
  duration: { fast: '0ms', normal: '0ms', slow: '0ms' },
  easing: motionTokens.easing,
};

export type SpaceToken = keyof typeof baseTokens.space;
export type RadiusToken = keyof typeof baseTokens.radius;
