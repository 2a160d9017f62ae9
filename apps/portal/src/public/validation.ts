/** Client-side checks that mirror the server's rules, so most mistakes are caught before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'Enter your e-mail address.';
  if (!EMAIL.test(text)) return 'Enter a valid e-mail address, like name@example.com.';
  return undefined;
}

export function requiredError(value: unknown, message: string): string | undefined {
  return typeof value === 'string' && value.trim() ? undefined : message;
}

export const PASSWORD_MIN = 8;

export function newPasswordErrors(password: unknown, confirmation: unknown): { password?: string; password_confirmation?: string } {
  const text = typeof password === 'string' ? password : '';
  if (!text) return { password: 'Choose a password.' };
  if (text.length < PASSWORD_MIN) return { password: `Use at least ${PASSWORD_MIN} characters.` };
  if (text !== confirmation) return { password_confirmation: 'The passwords do not match.' };
  return {};
}
