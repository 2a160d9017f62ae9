import { describe, expect, it } from 'vitest';
import { COMMAND_LIMIT, formatDuration, hasResult, truncateCommand } from './process-format.ts';

describe('truncateCommand', () => {
  it('cuts a command longer than 93 characters to 93 plus "..."', () => {
    const command = 'a'.repeat(94);
    expect(truncateCommand(command)).toBe(`${'a'.repeat(93)}...`);
    expect(truncateCommand(command)).toHaveLength(COMMAND_LIMIT + 3);
  });

  it('leaves a command of 93 characters or fewer alone', () => {
    expect(truncateCommand('b'.repeat(93))).toBe('b'.repeat(93));
    expect(truncateCommand('uptime')).toBe('uptime');
  });
});

describe('hasResult', () => {
  it('treats null, empty and blank output as no result', () => {
    expect(hasResult({ result: null })).toBe(false);
    expect(hasResult({ result: '' })).toBe(false);
    expect(hasResult({ result: ' \n' })).toBe(false);
    expect(hasResult({ result: '0' })).toBe(true);
  });
});

describe('formatDuration', () => {
  it('gives seconds, and minutes past one minute', () => {
    expect(formatDuration(0.08)).toBe('0.08 s');
    expect(formatDuration(9.314)).toBe('9.31 s');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(212.5)).toBe('3 min 32.5 s');
  });
});
