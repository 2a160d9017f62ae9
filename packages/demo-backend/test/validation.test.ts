import { describe, expect, it } from 'vitest';
import { HttpError, summarize } from '../src/lib/http-error.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { currentPassword, normalizeInput, regex, validate, type Input, type RuleSpec } from '../src/lib/validation.ts';

function errorsOf(input: Input, rules: Record<string, RuleSpec>): Record<string, string[]> | undefined {
  try {
    validate(input, rules);
    return undefined;
  } catch (error) {
    if (error instanceof HttpError) return error.body.errors;
    throw error;
  }
}

describe('the validator', () => {
  it('words each rule like Laravel', () => {
    expect(errorsOf({}, { email: 'required' })).toEqual({ email: ['The email field is required.'] });
    expect(errorsOf({ email: 'x' }, { email: 'email' })).toEqual({ email: ['The email field must be a valid email address.'] });
    expect(errorsOf({ name: 5 }, { name: 'string' })).toEqual({ name: ['The name field must be a string.'] });
    expect(errorsOf({ password: 'abc' }, { password: 'min:8' })).toEqual({ password: ['The password field must be at least 8 characters.'] });
    expect(errorsOf({ name: 'abcdef' }, { name: 'max:3' })).toEqual({ name: ['The name field must not be greater than 3 characters.'] });
    expect(errorsOf({ password: 'abcdefgh', password_confirmation: 'x' }, { password: 'confirmed' })).toEqual({ password: ['The password field confirmation does not match.'] });
    expect(errorsOf({ server_type: 'kodi' }, { server_type: 'in:plex,emby' })).toEqual({ server_type: ['The selected server type is invalid.'] });
    expect(errorsOf({ count: '1.5' }, { count: 'integer' })).toEqual({ count: ['The count field must be an integer.'] });
    expect(errorsOf({ count: 3 }, { count: 'integer|min:5' })).toEqual({ count: ['The count field must be at least 5.'] });
    expect(errorsOf({ tags: ['a'] }, { tags: 'array|min:2' })).toEqual({ tags: ['The tags field must have at least 2 items.'] });
    expect(errorsOf({ flag: 'yes' }, { flag: 'boolean' })).toEqual({ flag: ['The flag field must be true or false.'] });
    expect(errorsOf({ portal_url: 'portal.example.com' }, { portal_url: 'url' })).toEqual({ portal_url: ['The portal url field must be a valid URL.'] });
    expect(errorsOf({ timezone: 'Europe/Atlantis' }, { timezone: 'timezone' })).toEqual({ timezone: ['The timezone field must be a valid timezone.'] });
    expect(errorsOf({ url: 'http://x.test' }, { url: 'starts_with:https://,ftps://' })).toEqual({ url: ['The url field must start with one of the following: https://, ftps://.'] });
  });

  it('accepts URLs, tz database names and matching prefixes', () => {
    expect(errorsOf({ url: 'https://portal.example.com/app', timezone: 'America/Argentina/Buenos_Aires', zone: 'UTC' }, { url: 'url|starts_with:https://', timezone: 'timezone', zone: 'timezone' })).toBeUndefined();
    expect(errorsOf({ timezone: 'utc' }, { timezone: 'timezone' })).toEqual({ timezone: ['The timezone field must be a valid timezone.'] });
  });

  it('words regex() like Laravel’s regex rule', () => {
    expect(errorsOf({ ses_region: 'Frankfurt' }, { ses_region: ['required', regex(/^[a-z]{2}-[a-z]+-\d$/)] })).toEqual({ ses_region: ['The ses region field format is invalid.'] });
    expect(errorsOf({ ses_region: 'eu-central-1' }, { ses_region: ['required', regex(/^[a-z]{2}-[a-z]+-\d$/)] })).toBeUndefined();
  });

  it('words different: and currentPassword() like Laravel’s different and current_password rules', () => {
    const stored = hashPassword('demo1234');
    expect(errorsOf({ current_password: 'demo1234', password: 'demo1234' }, { password: 'different:current_password' })).toEqual({ password: ['The password field and current password must be different.'] });
    expect(errorsOf({ current_password: 'demo1234', password: 'longer-secret' }, { password: 'different:current_password' })).toBeUndefined();
    expect(errorsOf({ current_password: 'wrong' }, { current_password: [currentPassword(stored)] })).toEqual({ current_password: ['The password is incorrect.'] });
    expect(errorsOf({ current_password: 'demo1234' }, { current_password: [currentPassword(stored)] })).toBeUndefined();
  });

  it('skips the other rules of an empty optional field', () => {
    expect(errorsOf({ message: null }, { message: 'nullable|string|max:10' })).toBeUndefined();
    expect(errorsOf({}, { email: 'email|max:3' })).toBeUndefined();
  });

  it('reports every failing rule of a field', () => {
    expect(errorsOf({ email: 'not-an-email-at-all' }, { email: 'email|max:5' })).toEqual({
      email: ['The email field must be a valid email address.', 'The email field must not be greater than 5 characters.'],
    });
  });

  it('checks each item with field.*', () => {
    expect(errorsOf({ roles: ['a', 'z'] }, { 'roles.*': 'in:a,b' })).toEqual({ 'roles.1': ['The selected roles.1 is invalid.'] });
  });

  it('runs custom rules', () => {
    expect(errorsOf({ email: 'taken@demo.test' }, { email: ['required', () => 'The email has already been taken.'] })).toEqual({ email: ['The email has already been taken.'] });
  });

  it('summarises like Laravel', () => {
    expect(summarize({ a: ['First.'] })).toBe('First.');
    expect(summarize({ a: ['First.'], b: ['Second.'] })).toBe('First. (and 1 more error)');
    expect(summarize({ a: ['First.', 'Second.'], b: ['Third.'] })).toBe('First. (and 2 more errors)');
  });

  it('trims strings and turns empty ones into null, passwords excepted', () => {
    expect(normalizeInput({ name: '  Ada ', note: '   ', password: ' secret ', count: 3 })).toEqual({ name: 'Ada', note: null, password: ' secret ', count: 3 });
    expect(normalizeInput('nope')).toEqual({});
  });
});
