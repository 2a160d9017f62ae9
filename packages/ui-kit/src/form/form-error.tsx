import type { ComponentPropsWithRef } from 'react';
import { AlertIcon } from '#icons/alert-icon.tsx';
import { cx } from '#utils/cx.ts';
import { formErrorCallout, formErrorIcon } from './form.css.ts';
import { useFormState } from './form-context.ts';

export type FormErrorProps = Omit<ComponentPropsWithRef<'div'>, 'role' | 'children'>;

/**
 * The form-level message of a failed submit. It renders nothing until there is a message, so it
 * adds no gap to the layout; an inserted `role="alert"` is announced by screen readers.
 */
export function FormError({ className, ...props }: FormErrorProps) {
  const { message } = useFormState();
  if (!message) return null;
  return (
    <div role="alert" className={cx(formErrorCallout, className)} {...props}>
      <AlertIcon className={formErrorIcon} />
      <span>{message}</span>
    </div>
  );
}
