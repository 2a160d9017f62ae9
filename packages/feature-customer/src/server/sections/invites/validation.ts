import { emailError, passwordError } from '@portal/ui-kit/form';

export const USERNAME_MAX = 64;

export function checkEmail(value: string): string | undefined {
  return emailError(value, { missing: 'Enter an e-mail address.', invalid: 'Enter a valid e-mail address, such as name@example.com.' });
}

export function checkUsername(value: string): string | undefined {
  const username = value.trim();
  if (!username) return 'Enter a username.';
  return username.length > USERNAME_MAX ? `Keep the username to ${USERNAME_MAX} characters.` : undefined;
}

export function checkNewPassword(value: string): string | undefined {
  return passwordError(value);
}
