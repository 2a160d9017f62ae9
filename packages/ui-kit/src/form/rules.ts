import { t } from '@lingui/core/macro';

/**
 * The field rules the API applies, checked in the browser first so most mistakes are caught before
 * a round trip. The server checks again; its answer lands next to the same fields. The messages
 * are read when a rule runs, in the active language.
 */

/** Something, an @, something, a dot, something: the server decides the rest. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest e-mail address the API stores. */
export const EMAIL_MAX = 255;

/** The API document's `minLength` for every new password. */
export const PASSWORD_MIN = 8;

/** A form value as trimmed text; anything that is not a string is ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether the value (trimmed) looks like an e-mail address. */
export function isEmail(value: unknown): boolean {
  return EMAIL_PATTERN.test(text(value));
}

/** `message` when the value is empty or only spaces. */
export function requiredError(value: unknown, message: string): string | undefined {
  return text(value) ? undefined : message;
}

/** `message` when the trimmed value has more than `max` characters (counted as the user sees them, not in UTF-16 units). */
export function maxLengthError(value: unknown, max: number, message: string): string | undefined {
  return [...text(value)].length > max ? message : undefined;
}

export interface EmailMessages {
  /** When the field is empty; it names whose address the form wants. */
  missing?: string;
  /** When the value is not an address. */
  invalid?: string;
}

export const EMAIL_MESSAGES = {
  get missing() {
    return t`Enter your e-mail address.`;
  },
  get invalid() {
    return t`Enter a valid e-mail address, like name@example.com.`;
  },
} satisfies Required<EmailMessages>;

/** Why the value is not an e-mail address, or undefined when it is one. */
export function emailError(value: unknown, { missing = EMAIL_MESSAGES.missing, invalid = EMAIL_MESSAGES.invalid }: EmailMessages = {}): string | undefined {
  const address = text(value);
  if (!address) return missing;
  return EMAIL_PATTERN.test(address) ? undefined : invalid;
}

export const PASSWORD_MESSAGES = {
  get missing() {
    return t`Enter a password.`;
  },
  get tooShort() {
    return t`Use at least ${PASSWORD_MIN} characters.`;
  },
  get mismatch() {
    return t`The passwords do not match.`;
  },
  get sameAsCurrent() {
    return t`Choose a password different from the current one.`;
  },
};

/**
 * Why the value cannot be a new password, or undefined. Passwords are not trimmed: a space is a
 * character like any other.
 */
export function passwordError(value: unknown, { missing = PASSWORD_MESSAGES.missing }: { missing?: string } = {}): string | undefined {
  const password = typeof value === 'string' ? value : '';
  if (!password) return missing;
  return password.length < PASSWORD_MIN ? PASSWORD_MESSAGES.tooShort : undefined;
}

export interface NewPasswordErrors {
  password?: string;
  password_confirmation?: string;
}

/** A new password and its confirmation (sign-up, password reset): the password's error first, then a mismatch. */
export function newPasswordErrors(password: unknown, confirmation: unknown, { missing = t`Choose a password.` }: { missing?: string } = {}): NewPasswordErrors {
  const problem = passwordError(password, { missing });
  if (problem) return { password: problem };
  if (password !== confirmation) return { password_confirmation: PASSWORD_MESSAGES.mismatch };
  return {};
}

export interface ChangePasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Changing a signed-in user's password: the current one, a new one that differs from it, and the confirmation. */
export function changePasswordErrors(values: ChangePasswordValues): Partial<Record<keyof ChangePasswordValues, string>> {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = {};
  if (!values.current_password) errors.current_password = t`Enter your current password.`;
  const problem = passwordError(values.password, { missing: t`Choose a new password.` });
  if (problem) errors.password = problem;
  else if (values.password === values.current_password) errors.password = PASSWORD_MESSAGES.sameAsCurrent;
  else if (values.password !== values.password_confirmation) errors.password_confirmation = PASSWORD_MESSAGES.mismatch;
  return errors;
}
