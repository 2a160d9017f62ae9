import { THEME_STORAGE_KEY } from './theme-init.js';

export { THEME_STORAGE_KEY };

export type Theme = 'light' | 'dark';

/** The portal's storage rule: local storage, else a 30-day cookie when storage is unavailable. */
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

function readCookie(key: string): string | null {
  try {
    const prefix = `${key}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
  } catch {
    return null;
  }
}

export function readStoredTheme(key: string = THEME_STORAGE_KEY): Theme | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(key);
  } catch {
    stored = readCookie(key);
  }
  return isTheme(stored) ? stored : null;
}

export function writeStoredTheme(theme: Theme, key: string = THEME_STORAGE_KEY): void {
  try {
    window.localStorage.setItem(key, theme);
  } catch {
    try {
      document.cookie = `${key}=${theme}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
    } catch {
      // Neither storage is available (sandboxed frame): the choice lasts for this page view only.
    }
  }
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
