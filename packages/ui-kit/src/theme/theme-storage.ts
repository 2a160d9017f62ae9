import { readPreference, writePreference } from '#utils/preference.ts';
import { THEME_STORAGE_KEY } from './theme-init.js';

export { THEME_STORAGE_KEY };

export type Theme = 'light' | 'dark';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function readStoredTheme(key: string = THEME_STORAGE_KEY): Theme | null {
  const stored = readPreference(key);
  return isTheme(stored) ? stored : null;
}

export function writeStoredTheme(theme: Theme, key: string = THEME_STORAGE_KEY): void {
  writePreference(key, theme);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function getSystemTheme(): Theme {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function subscribeToSystemTheme(onChange: (theme: Theme) => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
