import { describe, expect, it } from 'vitest';
import { copyrightRange } from './footer.tsx';

describe('copyrightRange', () => {
  it('runs from 2018 to the current year', () => {
    expect(copyrightRange(new Date('2026-11-22'))).toBe('2018–2026');
    expect(copyrightRange(new Date('2018-05-01'))).toBe('2018');
  });
});
