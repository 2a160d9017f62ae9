import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { type CommonFieldProps, FieldShell } from './field-shell.tsx';
import { useFieldControl } from './use-field.ts';

export interface TextFieldProps extends CommonFieldProps, Omit<ComponentPropsWithRef<'input'>, 'className'> {
  /** Class of the `<input>` itself. */
  inputClassName?: string;
}

export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const { shell, control } = useFieldControl<HTMLInputElement, typeof props>(props);
  return (
    <FieldShell {...shell}>
      <input {...control} type={type} className={cx(styles.input, inputClassName)} />
    </FieldShell>
  );
}
