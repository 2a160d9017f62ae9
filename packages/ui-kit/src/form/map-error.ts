import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '#i18n/i18n.ts';
import { errorText } from '#utils/error-text.ts';

export interface MappedFormError {
  /** Shown in `FormError`. */
  message?: string;
  /** Shown next to the fields with these names. */
  fields?: Record<string, string>;
}

export const GENERIC_ERROR_MESSAGE: MessageDescriptor = msg`Something went wrong`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string');
  return undefined;
}

function repeatsAFieldError(message: string, fields: Record<string, string>): boolean {
  const first = message.replace(/ \(and \d+ more errors?\)$/, '');
  return Object.values(fields).includes(first);
}

/**
 * Understands what the API rejects with: an object with `message` and Laravel's validation shape
 * `errors: { field: ['first message', …] }` (only the first message per field is shown). Anything
 * else becomes a generic message so the user always sees that the submit failed. A failure the
 * portal words itself (the api-client's, with a `descriptor`) shows in the active language.
 *
 * Laravel's `message` often only repeats the first field error ("… (and 1 more error)"); such a
 * message is dropped, so each error shows once, next to its field. An error for a field the form
 * does not show still reaches the user as the form's message (see `Form`).
 */
export function defaultMapError(error: unknown): MappedFormError {
  if (typeof error === 'string' && error) return { message: error };
  if (!isRecord(error)) return { message: i18n._(GENERIC_ERROR_MESSAGE) };

  const fields: Record<string, string> = {};
  if (isRecord(error.errors)) {
    for (const [name, value] of Object.entries(error.errors)) {
      const message = firstMessage(value);
      if (message) fields[name] = message;
    }
  }
  const message = errorText(error);
  const hasFields = Object.keys(fields).length > 0;
  if (message && hasFields && repeatsAFieldError(message, fields)) return { fields };
  return { message: message ?? (hasFields ? undefined : i18n._(GENERIC_ERROR_MESSAGE)), fields };
}
