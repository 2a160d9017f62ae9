import { describe, expect, it } from 'vitest';
import { COMMAND_LIMIT, SERVER_STATUS, processTime, truncateCommand } from './labels.ts';

describe('truncateCommand', () => {
  it('cuts a command to 93 characters plus an ellipsis', () => {
    expect(COMMAND_LIMIT).toBe(93);
    expect(truncateCommand('a'.repeat(100))).toBe(`${'a'.repeat(93)}...`);
  });

  it('cuts a command longer than 93 characters to 93 plus "..."', () => {
    const command = 'a'.repeat(94);
    expect(truncateCommand(command)).toBe(`${'a'.repeat(93)}...`);
    expect(truncateCommand(command)).toHaveLength(COMMAND_LIMIT + 3);
  });

  it('leaves a command of 93 characters or fewer alone', () => {
    expect(truncateCommand('a'.repeat(93))).toBe('a'.repeat(93));
    expect(truncateCommand('b'.repeat(93))).toBe('b'.repeat(93));
    expect(truncateCommand('uptime')).toBe('uptime');
  });
});

describe('processTime', () => {
  it('puts the day as the server words it before the time', () => {
    expect(processTime({ diff_day_human: 'Today', created_at_time: '14:05:09' })).toBe('Today 14:05:09');
  });
});

describe('SERVER_STATUS', () => {
  it('labels each status with a message, translated where it renders', () => {
    expect(SERVER_STATUS.running).toMatchObject({ label: { message: 'Running' }, tone: 'success' });
    expect(SERVER_STATUS.error.label).toMatchObject({ id: expect.any(String), message: 'Error' });
  });
});
