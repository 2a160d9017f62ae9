import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { ThemeContext, type ThemeContextValue } from './theme-context.ts';
import {
  THEME_STORAGE_KEY,
  type Theme,
  getSystemTheme,
  isTheme,
  readStoredTheme,
  subscribeToSystemTheme,
  writeStoredTheme,
} from './theme-storage.ts';

export interface ThemeProviderProps {
  children: ReactNode;
}

/**
 * Owns the light/dark choice for the whole document: applies it as `<html data-theme>`, stores an
 * explicit choice, and follows the OS for as long as the user has not chosen.
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const [chosen, setChosen] = useState<Theme | null>(() => readStoredTheme());
  const [system, setSystem] = useState<Theme>(getSystemTheme);
  const theme = chosen ?? system;

  useEffect(() => subscribeToSystemTheme(setSystem), []);

  // Another tab switched the theme: follow it so open tabs do not disagree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setChosen(isTheme(event.newValue) ? event.newValue : null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Layout effect: the attribute must change in the same frame as the toggle's label.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    writeStoredTheme(next);
    setChosen(next);
  }, []);

  const toggleTheme = useCallback(() => {
    setTheme(theme === 'dark' ? 'light' : 'dark');
  }, [setTheme, theme]);

  const value = useMemo<ThemeContextValue>(() => ({ theme, setTheme, toggleTheme }), [theme, setTheme, toggleTheme]);

  return <ThemeContext value={value}>{children}</ThemeContext>;
}
