export { vars } from './contract.css.ts';
export { media } from './media.ts';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider.tsx';
export { useTheme, type ThemeContextValue } from './theme-context.ts';
export { ThemeToggle, type ThemeToggleProps } from './theme-toggle.tsx';
export { themeInitScript } from './theme-init-script.ts';
export type { Theme } from './theme-storage.ts';
export type { SpaceToken, RadiusToken } from './tokens.ts';
