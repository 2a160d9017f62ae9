const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_MAX = 64;
export const PASSWORD_MIN = 8;

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Enter an e-mail address.';
  return EMAIL.test(email) ? undefined : 'Enter a valid e-mail address, such as name@example.com.';
}

export function checkUsername(value: string): string | undefined {
  const username = value.trim();
  if (!username) return 'Enter a username.';
  return username.length > USERNAME_MAX ? `Keep the username to ${USERNAME_MAX} characters.` : undefined;
}

export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'Enter a password.';
  return value.length < PASSWORD_MIN ? `Use at least ${PASSWORD_MIN} characters.` : undefined;
}
