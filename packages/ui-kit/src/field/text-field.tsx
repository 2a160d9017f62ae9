import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { type CommonFieldProps, FieldShell } from './field-shell.tsx';
import { useField } from './use-field.ts';

export interface TextFieldProps extends CommonFieldProps, Omit<ComponentPropsWithRef<'input'>, 'className'> {
  /** Class of the `<input>` itself. */
  inputClassName?: string;
}

export function TextField({
  label,
  description,
  error,
  className,
  inputClassName,
  id,
  name,
  required,
  type = 'text',
  onChange,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const field = useField({ id, name, error, description, describedBy });
  return (
    <FieldShell field={field} label={label} description={description} required={required} className={className}>
      <input
        {...props}
        id={field.controlId}
        name={name}
        type={type}
        required={required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.ariaDescribedBy}
        className={cx(styles.input, inputClassName)}
        onChange={(event) => {
          field.clearError();
          onChange?.(event);
        }}
      />
    </FieldShell>
  );
}
