import { useId, type ChangeEvent, type ReactNode } from 'react';
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

/** What a labelled form control accepts besides its own attributes. */
export interface FieldControlProps<Element extends HTMLElement> {
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  className?: string;
  id?: string;
  name?: string;
  required?: boolean;
  onChange?: (event: ChangeEvent<Element>) => void;
  'aria-describedby'?: string;
}

/**
 * Splits a field's props into the shell's (label, hint, error, wrapper class) and the control's,
 * with the control wired to them: its id, `aria-invalid`, `aria-describedby`, and a change that
 * clears the error shown for it.
 */
export function useFieldControl<Element extends HTMLElement, Props extends FieldControlProps<Element>>({
  label,
  description,
  error,
  className,
  id,
  name,
  required,
  onChange,
  'aria-describedby': describedBy,
  ...rest
}: Props) {
  const field = useField({ id, name, error, description, describedBy });
  return {
    field,
    shell: { field, label, description, required, className },
    control: {
      ...rest,
      id: field.controlId,
      name,
      required,
      'aria-invalid': field.invalid || undefined,
      'aria-describedby': field.ariaDescribedBy,
      onChange: (event: ChangeEvent<Element>) => {
        field.clearError();
        onChange?.(event);
      },
    },
  };
}
