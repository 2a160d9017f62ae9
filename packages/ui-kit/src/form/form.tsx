import {
  type ComponentPropsWithRef,
  type FormEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { FormContext, type FieldErrors, type FormContextValue } from './form-context.ts';
import { defaultMapError, type MappedFormError } from './map-error.ts';
import { readFormValues } from './read-form-values.ts';

export type FormValidationErrors<Values> = Partial<Record<keyof Values & string, string | undefined>>;

export interface FormProps<Values extends object>
  extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'action' | 'noValidate'> {
  /**
   * Receives the values read from the form (checkboxes and switches as booleans). Return a promise
   * to keep the form busy until it settles; reject to show the errors.
   */
  onSubmit: (values: Values, form: HTMLFormElement) => Promise<unknown> | unknown;
  /** Runs before `onSubmit`; any message returned stops the submit and shows next to its field. */
  validate?: (values: Values) => FormValidationErrors<Values>;
  /** Turns a rejection into a form message and field errors. Defaults to the API's error shape. */
  mapError?: (error: unknown) => MappedFormError;
}

function compact(errors: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}

function focusFirstInvalid(form: HTMLFormElement, names: string[]): boolean {
  // Our fields mark their focusable control (also a Radix checkbox's button) with aria-invalid;
  // fall back to the named element for plain inputs.
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (marked) {
    marked.focus();
    return true;
  }
  const named = Array.from(form.elements).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && names.includes(element.getAttribute('name') ?? ''),
  );
  named?.focus();
  return Boolean(named);
}

/**
 * A native form that never resets what the user typed. It deliberately does not use React 19's
 * `<form action>`, which resets uncontrolled fields after every submit, failed ones included.
 */
export function Form<Values extends object = Record<string, unknown>>({
  onSubmit,
  validate,
  mapError = defaultMapError,
  onChange,
  children,
  ...props
}: FormProps<Values>) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | undefined>(undefined);
  const pendingRef = useRef(false);
  const mountedRef = useRef(true);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const clearError = useCallback((name: string) => {
    setErrors((previous) => {
      if (previous[name] === undefined) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pendingRef.current) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
    const values = readFormValues(form) as Values;

    const invalid = compact(validate?.(values) ?? {});
    if (Object.keys(invalid).length > 0) {
      flushSync(() => {
        setErrors(invalid);
        setMessage(undefined);
      });
      focusFirstInvalid(form, Object.keys(invalid));
      return;
    }

    pendingRef.current = true;
    setErrors({});
    setMessage(undefined);
    setPending(true);
    try {
      await onSubmit(values, form);
      pendingRef.current = false;
      if (mountedRef.current) setPending(false);
    } catch (error) {
      pendingRef.current = false;
      if (!mountedRef.current) return;
      const mapped = mapError(error);
      const fields = compact(mapped.fields ?? {});
      // An error for a field this form does not show would otherwise vanish silently.
      const unshown = Object.keys(fields).filter((name) => !form.elements.namedItem(name));
      const formMessage = mapped.message ?? (unshown[0] ? fields[unshown[0]] : undefined);
      flushSync(() => {
        setErrors(fields);
        setMessage(formMessage);
        setPending(false);
      });
      const focused = focusFirstInvalid(form, Object.keys(fields));
      // The disabled submit button dropped focus while pending; give it back.
      if (!focused && (document.activeElement === document.body || !document.activeElement)) {
        if (submitter instanceof HTMLElement) submitter.focus();
      }
    }
  };

  const context = useMemo<FormContextValue>(
    () => ({ pending, errors, message, clearError }),
    [pending, errors, message, clearError],
  );

  return (
    <FormContext value={context}>
      <form
        noValidate
        {...props}
        onSubmit={(event) => void handleSubmit(event)}
        onChange={(event) => {
          const name = (event.target as { name?: unknown }).name;
          if (typeof name === 'string' && name) clearError(name);
          onChange?.(event);
        }}
      >
        {children}
      </form>
    </FormContext>
  );
}
