import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '#icons/chevron-down-icon.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { type CommonFieldProps, FieldShell } from './field-shell.tsx';
import { useField } from './use-field.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends CommonFieldProps,
    Omit<ComponentPropsWithRef<'select'>, 'className' | 'children'> {
  options: SelectOption[];
  /** A first, unselectable "choose one" option; the field starts on it unless a value is given. */
  placeholder?: string;
  selectClassName?: string;
}

/** A native `<select>`: the platform's picker is the most usable one on phones. */
export function SelectField({
  label,
  description,
  error,
  className,
  selectClassName,
  options,
  placeholder,
  id,
  name,
  required,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  const field = useField({ id, name, error, description, describedBy });
  const startsOnPlaceholder = placeholder !== undefined && value === undefined && defaultValue === undefined;
  return (
    <FieldShell field={field} label={label} description={description} required={required} className={className}>
      <div className={styles.selectWrapper}>
        <select
          {...props}
          id={field.controlId}
          name={name}
          required={required}
          value={value}
          defaultValue={startsOnPlaceholder ? '' : defaultValue}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.ariaDescribedBy}
          className={cx(styles.select, selectClassName)}
          onChange={(event) => {
            field.clearError();
            onChange?.(event);
          }}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.selectChevron} />
      </div>
    </FieldShell>
  );
}
