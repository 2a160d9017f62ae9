import { describe, expect, it } from 'vitest';
import { restoreTarget, withoutRestoreParams } from './restore-session.ts';

describe('restoreTarget', () => {
  it('reads a user view', () => {
    expect(restoreTarget(new URLSearchParams('restore-session=1&modaltype=user&userid=3'))).toEqual({ kind: 'user', id: 3 });
  });

  it('reads a server view', () => {
    expect(restoreTarget(new URLSearchParams('restore-session&serverid=7'))).toEqual({ kind: 'server', id: 7 });
  });

  it('ignores links without restore-session, or with ids that are not ids', () => {
    expect(restoreTarget(new URLSearchParams('modaltype=user&userid=3'))).toBeNull();
    expect(restoreTarget(new URLSearchParams('restore-session&modaltype=user&userid=abc'))).toBeNull();
    expect(restoreTarget(new URLSearchParams('restore-session&serverid=0'))).toBeNull();
  });
});

describe('withoutRestoreParams', () => {
  it('keeps the other parameters', () => {
    expect(withoutRestoreParams(new URLSearchParams('tab=2&restore-session=1&modaltype=user&userid=3'))).toBe('?tab=2');
    expect(withoutRestoreParams(new URLSearchParams('restore-session=1&serverid=3'))).toBe('');
  });
});
