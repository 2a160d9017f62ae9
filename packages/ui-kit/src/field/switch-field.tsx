import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './field.css.ts';
import { ChoiceShell, type CommonFieldProps } from './field-shell.tsx';
import { useFieldControl } from './use-field.ts';

export interface SwitchFieldProps
  extends CommonFieldProps,
    Omit<ComponentPropsWithRef<typeof SwitchPrimitive.Root>, 'className' | 'children' | 'asChild'> {}

/** A Radix switch for settings that apply at once or submit as a boolean under `name`. */
export function SwitchField({ onCheckedChange, ...props }: SwitchFieldProps) {
  // The change a switch reports is `onCheckedChange`, wired below, not the DOM's `onChange`.
  const { field, shell, control: { onChange: _onChange, ...control } } = useFieldControl<HTMLButtonElement, typeof props>(props);
  return (
    <ChoiceShell {...shell}>
      <SwitchPrimitive.Root
        {...control}
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
