import type { ComponentPropsWithRef } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { type CommonFieldProps, FieldShell } from './field-shell.tsx';
import { useFieldControl } from './use-field.ts';

export interface TextAreaFieldProps extends CommonFieldProps, Omit<ComponentPropsWithRef<'textarea'>, 'className'> {
  textAreaClassName?: string;
}

export function TextAreaField({ textAreaClassName, rows = 4, ...props }: TextAreaFieldProps) {
  const { shell, control } = useFieldControl<HTMLTextAreaElement, typeof props>(props);
  return (
    <FieldShell {...shell}>
      <textarea {...control} rows={rows} className={cx(styles.textArea, textAreaClassName)} />
    </FieldShell>
  );
}
