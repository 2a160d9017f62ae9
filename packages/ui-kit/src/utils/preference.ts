/** The portal's storage rule for a person's choices: local storage, else a 30-day cookie. */
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

function readCookie(key: string): string | null {
  try {
    const prefix = `${key}=`;
    const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
  } catch {
    return null;
  }
}

export function readPreference(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return readCookie(key);
  }
}

export function writePreference(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    try {
      document.cookie = `${key}=${encodeURIComponent(value)}; max-age=${COOKIE_MAX_AGE_SECONDS}; path=/; SameSite=Lax`;
    } catch {
      // Neither storage is available (sandboxed frame): the choice lasts for this page view only.
    }
  }
}
