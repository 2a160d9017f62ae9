import { useId } from 'react';
import { useFormFieldError } from '#form/form-context.ts';

export interface UseFieldOptions {
  id?: string;
  name?: string;
  error?: string;
  description?: unknown;
  /** A caller's own `aria-describedby`, kept alongside ours. */
  describedBy?: string;
}

/** Ids and ARIA wiring shared by every field: label, hint and error all point at one control. */
export function useField({ id, name, error, description, describedBy }: UseFieldOptions) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const resolved = useFormFieldError(name, error);
  const errorId = resolved.error ? `${controlId}-error` : undefined;
  const ariaDescribedBy = [describedBy, descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    controlId,
    descriptionId,
    errorId,
    error: resolved.error,
    invalid: Boolean(resolved.error),
    ariaDescribedBy,
    clearError: resolved.clearError,
  };
}

export type FieldWiring = ReturnType<typeof useField>;
