import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentPropsWithRef } from 'react';
import { CheckIcon } from '#icons/check-icon.tsx';
import * as styles from './field.css.ts';
import { ChoiceShell, type CommonFieldProps } from './field-shell.tsx';
import { useField } from './use-field.ts';

export interface CheckboxFieldProps
  extends CommonFieldProps,
    Omit<
      ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
      'className' | 'checked' | 'defaultChecked' | 'onCheckedChange' | 'children' | 'asChild'
    > {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/** A Radix checkbox with its label beside it; inside a form it submits as a boolean under `name`. */
export function CheckboxField({
  label,
  description,
  error,
  className,
  id,
  name,
  required,
  onCheckedChange,
  'aria-describedby': describedBy,
  ...props
}: CheckboxFieldProps) {
  const field = useField({ id, name, error, description, describedBy });
  return (
    <ChoiceShell field={field} label={label} description={description} required={required} className={className}>
      <CheckboxPrimitive.Root
        {...props}
        id={field.controlId}
        name={name}
        required={required}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.ariaDescribedBy}
        className={styles.checkbox}
        onCheckedChange={(checked) => {
          field.clearError();
          onCheckedChange?.(checked === true);
        }}
      >
        <CheckboxPrimitive.Indicator className={styles.checkboxIndicator}>
          <CheckIcon size="100%" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    </ChoiceShell>
  );
}
