import { defaultMapError, type MappedFormError } from '@portal/ui-kit/form';

/** The form's text of a value (FormData gives strings; a missing field is empty). */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** A whole number typed into a field, or null when it is not one. */
export function wholeNumber(value: unknown): number | null {
  const typed = textOf(value);
  return /^\d+$/.test(typed) ? Number(typed) : null;
}

/**
 * The API's 422s with the keys of items (`departments.2`) or nested fields moved onto the field
 * the form shows for them, so each error still lands next to a field.
 */
export function mapErrorOnto(fields: Record<string, string>): (error: unknown) => MappedFormError {
  return (error) => {
    const mapped = defaultMapError(error);
    if (!mapped.fields) return mapped;
    const moved: Record<string, string> = {};
    for (const [name, message] of Object.entries(mapped.fields)) {
      const target = Object.entries(fields).find(([prefix]) => name === prefix || name.startsWith(`${prefix}.`));
      const key = target ? target[1] : name;
      moved[key] ??= message;
    }
    return { ...mapped, fields: moved };
  };
}
