import { describe, expect, it } from 'vitest';
import { RECENT_PROCESSES_MAX_AGE_MS, RECENT_PROCESSES_REFETCH_MS, shouldRefetchRecentProcesses } from './refetch-rule.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('shouldRefetchRecentProcesses', () => {
  it('keeps a list the server updated within the last 30 s', () => {
    expect(shouldRefetchRecentProcesses(secondsAgo(0), now)).toBe(false);
    expect(shouldRefetchRecentProcesses(secondsAgo(29), now)).toBe(false);
    expect(shouldRefetchRecentProcesses(secondsAgo(30), now)).toBe(false);
  });

  it('fetches again once the list is older than 30 s', () => {
    expect(shouldRefetchRecentProcesses(secondsAgo(31), now)).toBe(true);
    expect(shouldRefetchRecentProcesses(secondsAgo(3600), now)).toBe(true);
  });

  it('fetches when it cannot tell how old the list is', () => {
    expect(shouldRefetchRecentProcesses(undefined, now)).toBe(true);
    expect(shouldRefetchRecentProcesses(null, now)).toBe(true);
    expect(shouldRefetchRecentProcesses('not a date', now)).toBe(true);
  });

  it('works with server times that carry an offset', () => {
    expect(shouldRefetchRecentProcesses('2026-11-22T13:59:50+02:00', now)).toBe(false);
    expect(shouldRefetchRecentProcesses('2026-11-22T13:59:00+02:00', now)).toBe(true);
  });

  it('uses the spec constants: every 30 s, older than 30 s', () => {
    expect(RECENT_PROCESSES_REFETCH_MS).toBe(30_000);
    expect(RECENT_PROCESSES_MAX_AGE_MS).toBe(30_000);
  });
});
