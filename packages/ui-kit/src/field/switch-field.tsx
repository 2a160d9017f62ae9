import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './field.css.ts';
import { ChoiceShell, type CommonFieldProps } from './field-shell.tsx';
import { useField } from './use-field.ts';

export interface SwitchFieldProps
  extends CommonFieldProps,
    Omit<ComponentPropsWithRef<typeof SwitchPrimitive.Root>, 'className' | 'children' | 'asChild'> {}

/** A Radix switch for settings that apply at once or submit as a boolean under `name`. */
export function SwitchField({
  label,
  description,
  error,
  className,
  id,
  name,
  onCheckedChange,
  'aria-describedby': describedBy,
  ...props
}: SwitchFieldProps) {
  const field = useField({ id, name, error, description, describedBy });
  return (
    <ChoiceShell field={field} label={label} description={description} className={className}>
      <SwitchPrimitive.Root
        {...props}
        id={field.controlId}
        name={name}
        aria-invalid={field.invalid || undefined}
        aria-describedby={field.ariaDescribedBy}
        className={styles.switchRoot}
        onCheckedChange={(checked) => {
          field.clearError();
          onCheckedChange?.(checked);
        }}
      >
        <SwitchPrimitive.Thumb className={styles.switchThumb} />
      </SwitchPrimitive.Root>
    </ChoiceShell>
  );
}
