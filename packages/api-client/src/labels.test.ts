import { describe, expect, it } from 'vitest';
import { COMMAND_LIMIT, SERVER_STATUS, truncateCommand } from './labels.ts';

describe('truncateCommand', () => {
  it('cuts a command to 93 characters plus an ellipsis', () => {
    expect(COMMAND_LIMIT).toBe(93);
    expect(truncateCommand('a'.repeat(100))).toBe(`${'a'.repeat(93)}...`);
  });

  it('leaves a command of 93 characters or fewer alone', () => {
    expect(truncateCommand('a'.repeat(93))).toBe('a'.repeat(93));
  });
});

describe('SERVER_STATUS', () => {
  it('labels each status with a message, translated where it renders', () => {
    expect(SERVER_STATUS.running).toMatchObject({ label: { message: 'Running' }, tone: 'success' });
    expect(SERVER_STATUS.error.label).toMatchObject({ id: expect.any(String), message: 'Error' });
  });
});
