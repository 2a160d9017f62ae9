/**
 * Local storage that falls back to cookies (30 days) where localStorage is unavailable, for
 * example when the browser blocks site data. Values are stored as JSON.
 */
export interface KeyValueStorage {
  get<T>(key: string): T | null;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** Which backend is in use. */
  readonly backend: 'localStorage' | 'cookie' | 'memory';
}

export const COOKIE_DAYS = 30;

function localStorageWorks(candidate: Storage | undefined): candidate is Storage {
  if (!candidate) return false;
  try {
    const probe = '__storage_probe__';
    candidate.setItem(probe, probe);
    candidate.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

function decode<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A value written by something else, as plain text.
    return raw as T;
  }
}

function cookieStorage(doc: Document): KeyValueStorage {
  const read = (key: string): string | null => {
    const prefix = `${encodeURIComponent(key)}=`;
    for (const part of doc.cookie.split(';')) {
      const item = part.trim();
      if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
    }
    return null;
  };
  const secure = () => (typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '');
  return {
    backend: 'cookie',
    get: (key) => decode(read(key)),
    set(key, value) {
      const expires = new Date(Date.now() + COOKIE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
      doc.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(JSON.stringify(value))}; expires=${expires}; path=/; SameSite=Lax${secure()}`;
    },
    remove(key) {
      doc.cookie = `${encodeURIComponent(key)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax${secure()}`;
    },
  };
}

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    backend: 'memory',
    get: (key) => decode(map.get(key) ?? null),
    set: (key, value) => void map.set(key, JSON.stringify(value)),
    remove: (key) => void map.delete(key),
  };
}

/** Picks localStorage when it works, else cookies, else memory (outside a browser). */
export function createStorage(env: { localStorage?: Storage; document?: Document } = browserEnv()): KeyValueStorage {
  const local = env.localStorage;
  if (localStorageWorks(local)) {
    return {
      backend: 'localStorage',
      get: (key) => decode(local.getItem(key)),
      set: (key, value) => local.setItem(key, JSON.stringify(value)),
      remove: (key) => local.removeItem(key),
    };
  }
  if (env.document) return cookieStorage(env.document);
  return memoryStorage();
}

function browserEnv(): { localStorage?: Storage; document?: Document } {
  const env: { localStorage?: Storage; document?: Document } = {};
  try {
    if (typeof window !== 'undefined') env.localStorage = window.localStorage;
  } catch {
    // Reading window.localStorage itself throws when site data is blocked.
  }
  if (typeof document !== 'undefined') env.document = document;
  return env;
}
