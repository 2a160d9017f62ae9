import { createContext, useContext } from 'react';

export type FieldErrors = Record<string, string | undefined>;

export interface FormState {
  /** True while `onSubmit`'s promise is pending. */
  pending: boolean;
  /** Errors by field name, from `validate` or from a rejected submit. */
  errors: FieldErrors;
  /** The form-level message of a rejected submit. */
  message: string | undefined;
}

export interface FormContextValue extends FormState {
  clearError: (name: string) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

const idle: FormState = { pending: false, errors: {}, message: undefined };

/** The state of the enclosing `Form`; outside a form it is idle and error-free. */
export function useFormState(): FormState {
  const context = useContext(FormContext);
  if (!context) return idle;
  return { pending: context.pending, errors: context.errors, message: context.message };
}

/** A field's error: its own `error` prop wins, else the enclosing form's error for its `name`. */
export function useFormFieldError(name: string | undefined, explicit: string | undefined) {
  const context = useContext(FormContext);
  const error = explicit ?? (name ? context?.errors[name] : undefined);
  const clearError = () => {
    if (name && context?.errors[name] !== undefined) context.clearError(name);
  };
  return { error, clearError };
}
