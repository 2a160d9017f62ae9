import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { type CommonFieldProps, FieldShell } from './field-shell.tsx';
import { useField } from './use-field.ts';

export interface TextAreaFieldProps extends CommonFieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  textAreaClassName?: string;
}

export function TextAreaField({
  label,
  description,
  error,
  className,
  textAreaClassName,
  id,
  name,
  required,
  rows = 4,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: TextAreaFieldProps) {
  const field = useField({ id, name, error, description, describedBy });
  return (
    <FieldShell field={field} label={label} description={description} required={required} className={className}>
      <textarea
        {...props}
        id={field.controlId}
        name={name}
        rows={rows}
        required={required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.ariaDescribedBy}
        className={cx(styles.textArea, textAreaClassName)}
        onChange={(event) => {
          field.clearError();
          onChange?.(event);
        }}
      />
    </FieldShell>
  );
}
