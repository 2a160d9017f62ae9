import { describe, expect, it } from 'vitest';
import { COMMAND_LIMIT, truncateCommand } from './labels.ts';

describe('truncateCommand', () => {
  it('cuts a command to 93 characters plus an ellipsis', () => {
    expect(COMMAND_LIMIT).toBe(93);
    expect(truncateCommand('a'.repeat(100))).toBe(`${'a'.repeat(93)}...`);
  });

  it('leaves a command of 93 characters or fewer alone', () => {
    expect(truncateCommand('a'.repeat(93))).toBe('a'.repeat(93));
  });
});
