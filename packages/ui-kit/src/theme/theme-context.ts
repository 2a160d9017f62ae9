import { createContext, useContext } from 'react';
import type { Theme } from './theme-storage.ts';

export interface ThemeContextValue {
  /** The theme in effect: the user's stored choice, else the OS preference. */
  theme: Theme;
  /** Stores the choice; from then on OS changes no longer switch the theme. */
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}

/** For components (the toaster) that follow the theme when there is a provider and cope without one. */
export function useOptionalTheme(): ThemeContextValue | null {
  return useContext(ThemeContext);
}
