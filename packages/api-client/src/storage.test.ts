import { describe, expect, it, vi } from 'vitest';
import { COOKIE_DAYS, createStorage } from './storage.ts';

function brokenLocalStorage(): Storage {
  const fail = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail, clear: fail, key: fail, length: 0 } as unknown as Storage;
}

/** A document whose cookie jar records what was written, expiry included. */
function cookieJar() {
  const writes: string[] = [];
  const jar = new Map<string, string>();
  const doc = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair, ...attributes] = value.split('; ');
      const [name, content = ''] = (pair ?? '').split('=');
      const expired = attributes.some((a) => a.startsWith('expires=') && new Date(a.slice(8)).getTime() < Date.now());
      if (expired) jar.delete(name ?? '');
      else jar.set(name ?? '', content);
    },
  } as unknown as Document;
  return { doc, writes };
}

describe('storage', () => {
  it('uses localStorage and stores objects as JSON', () => {
    const storage = createStorage({ localStorage: window.localStorage, document });
    storage.set('user', { id: 7, name: 'Ada' });
    expect(storage.backend).toBe('localStorage');
    expect(window.localStorage.getItem('user')).toBe('{"id":7,"name":"Ada"}');
    expect(storage.get('user')).toEqual({ id: 7, name: 'Ada' });
    storage.remove('user');
    expect(storage.get('user')).toBeNull();
  });

  it('falls back to cookies that expire in 30 days when localStorage is unavailable', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const { doc, writes } = cookieJar();
    const storage = createStorage({ localStorage: brokenLocalStorage(), document: doc });
    storage.set('user', { id: 7, name: 'Ada Lovelace' });
    vi.useRealTimers();
    expect(storage.backend).toBe('cookie');
    expect(COOKIE_DAYS).toBe(30);
    expect(writes[0]).toContain(`expires=${new Date('2026-01-31T00:00:00Z').toUTCString()}`);
    expect(writes[0]).toContain('path=/');
    expect(storage.get('user')).toEqual({ id: 7, name: 'Ada Lovelace' });
    storage.remove('user');
    expect(storage.get('user')).toBeNull();
  });

  it('reads plain text written by something else', () => {
    window.localStorage.setItem('token', 'not-json');
    expect(createStorage({ localStorage: window.localStorage }).get('token')).toBe('not-json');
  });
});
