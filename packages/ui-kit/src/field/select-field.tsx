import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '#icons/chevron-down-icon.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { type CommonFieldProps, FieldShell } from './field-shell.tsx';
import { useFieldControl } from './use-field.ts';

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
export function SelectField({ selectClassName, options, placeholder, value, defaultValue, ...props }: SelectFieldProps) {
  const { shell, control } = useFieldControl<HTMLSelectElement, typeof props>(props);
  const startsOnPlaceholder = placeholder !== undefined && value === undefined && defaultValue === undefined;
  return (
    <FieldShell {...shell}>
      <div className={styles.selectWrapper}>
        <select
          {...control}
          value={value}
          defaultValue={startsOnPlaceholder ? '' : defaultValue}
          className={cx(styles.select, selectClassName)}
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
