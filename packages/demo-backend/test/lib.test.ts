import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dayHuman, diffForHumans, timeOfDay } from '../src/lib/clock.ts';
import { base64, hashPassword, randomBytes, sha256, sha256Bytes, verifyPassword } from '../src/lib/crypto.ts';

describe('sha256', () => {
  it.each(['', 'abc', 'demo1234', 'å∫ç – ünïcödé ✓', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(1000)])('matches Node’s digest for %j', (input) => {
    expect(sha256(input)).toBe(createHash('sha256').update(input, 'utf8').digest('hex'));
  });
});

describe('sha256Bytes and base64', () => {
  it('match Node’s digest and encoding for raw bytes', () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 128]);
    expect(Buffer.from(sha256Bytes(bytes)).toString('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(base64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(randomBytes(32)).toHaveLength(32);
  });
});

describe('passwords', () => {
  it('verifies hashed and legacy plain passwords', () => {
    const stored = hashPassword('demo1234');
    expect(stored).toMatch(/^sha256\$\w+\$[0-9a-f]{64}$/);
    expect(verifyPassword(stored, 'demo1234')).toBe(true);
    expect(verifyPassword(stored, 'demo12345')).toBe(false);
    expect(verifyPassword('demo1234', 'demo1234')).toBe(true);
    expect(verifyPassword('', '')).toBe(false);
  });
});

describe('human times', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  const before = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago like Carbon', () => {
    expect(diffForHumans(before(0), now)).toBe('1 second ago');
    expect(diffForHumans(before(45_000), now)).toBe('45 seconds ago');
    expect(diffForHumans(before(60_000), now)).toBe('1 minute ago');
    expect(diffForHumans(before(35 * 60_000), now)).toBe('35 minutes ago');
    expect(diffForHumans(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(diffForHumans(before(2 * 86_400_000), now)).toBe('2 days ago');
    expect(diffForHumans(before(14 * 86_400_000), now)).toBe('2 weeks ago');
    expect(diffForHumans(before(60 * 86_400_000), now)).toBe('2 months ago');
    expect(diffForHumans(before(400 * 86_400_000), now)).toBe('1 year ago');
  });

  it('names the day and the time of day', () => {
    expect(dayHuman('2026-03-10T00:00:01Z', now)).toBe('Today');
    expect(dayHuman('2026-03-09T23:59:59Z', now)).toBe('Yesterday');
    expect(dayHuman('2026-03-06T10:00:00Z', now)).toBe('4 days ago');
    expect(timeOfDay('2026-03-06T14:05:09.120Z')).toBe('14:05:09');
  });
});
