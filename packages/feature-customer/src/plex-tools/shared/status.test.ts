import { describe, expect, it } from 'vitest';
import { listLabels } from './status.ts';

describe('listLabels', () => {
  it('joins labels as a sentence', () => {
    expect(listLabels([])).toBe('');
    expect(listLabels(['Watch history'])).toBe('Watch history');
    expect(listLabels(['Watch history', 'Shared users'])).toBe('Watch history and shared users');
    expect(listLabels(['Watch history', 'Shared users', 'Library settings'])).toBe('Watch history, shared users and library settings');
  });
});
