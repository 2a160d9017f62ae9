import { describe, expect, it } from 'vitest';
import {
  changePasswordErrors,
  EMAIL_MESSAGES,
  emailError,
  isEmail,
  maxLengthError,
  newPasswordErrors,
  PASSWORD_MIN,
  passwordError,
  requiredError,
  text,
} from './rules.ts';

describe('text', () => {
  it('trims strings and turns anything else into ""', () => {
    expect(text('  ada  ')).toBe('ada');
    expect(text(undefined)).toBe('');
    expect(text(true)).toBe('');
  });
});

describe('requiredError and maxLengthError', () => {
  it('asks for a value that is empty or only spaces', () => {
    expect(requiredError('   ', 'Enter your name.')).toBe('Enter your name.');
    expect(requiredError(' Ada ', 'Enter your name.')).toBeUndefined();
  });

  it('counts characters as the user sees them', () => {
    expect(maxLengthError('😀'.repeat(3), 3, 'Use at most 3 characters.')).toBeUndefined();
    expect(maxLengthError('abcd', 3, 'Use at most 3 characters.')).toBe('Use at most 3 characters.');
    expect(maxLengthError('  abc  ', 3, 'Use at most 3 characters.')).toBeUndefined();
  });
});

describe('emailError', () => {
  it('accepts an address, spaces around it included', () => {
    expect(emailError(' name@example.com ')).toBeUndefined();
    expect(isEmail('name@mail.example.co.uk')).toBe(true);
  });

  it('asks for an address that is missing, in the form’s own words', () => {
    expect(emailError('')).toBe('Enter your e-mail address.');
    expect(emailError(undefined, { missing: 'Enter their e-mail address.' })).toBe('Enter their e-mail address.');
  });

  it('refuses what is not an address', () => {
    for (const value of ['name', 'name@example', 'name@@example.com', 'na me@example.com', '@example.com']) {
      expect(emailError(value)).toBe(EMAIL_MESSAGES.invalid);
      expect(isEmail(value)).toBe(false);
    }
    expect(emailError('name', { invalid: 'Enter a valid e-mail address.' })).toBe('Enter a valid e-mail address.');
  });
});

describe('passwordError', () => {
  it('asks for at least the API’s minimum of 8 characters', () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(passwordError('')).toBe('Enter a password.');
    expect(passwordError('1234567')).toBe('Use at least 8 characters.');
    expect(passwordError('12345678')).toBeUndefined();
  });

  it('does not trim: spaces count', () => {
    expect(passwordError('        ')).toBeUndefined();
  });

  it('words a missing password as the form asks', () => {
    expect(passwordError(undefined, { missing: 'Choose a password.' })).toBe('Choose a password.');
  });
});

describe('newPasswordErrors', () => {
  it('checks the password first, then that both match', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: 'Choose a password.' });
    expect(newPasswordErrors('short', 'short')).toEqual({ password: 'Use at least 8 characters.' });
    expect(newPasswordErrors('long enough', 'long enougH')).toEqual({ password_confirmation: 'The passwords do not match.' });
    expect(newPasswordErrors('long enough', 'long enough')).toEqual({});
  });
});

describe('changePasswordErrors', () => {
  const change = (current_password: string, password: string, password_confirmation = password) => changePasswordErrors({ current_password, password, password_confirmation });

  it('asks for the current password and a new one', () => {
    expect(change('', '')).toEqual({ current_password: 'Enter your current password.', password: 'Choose a new password.' });
  });

  it('wants a new password of 8 characters that differs from the current one and is repeated', () => {
    expect(change('old password', 'short')).toEqual({ password: 'Use at least 8 characters.' });
    expect(change('old password', 'old password')).toEqual({ password: 'Choose a password different from the current one.' });
    expect(change('old password', 'new password', 'new passwort')).toEqual({ password_confirmation: 'The passwords do not match.' });
    expect(change('old password', 'new password')).toEqual({});
  });
});
