import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import type { ComponentPropsWithRef } from 'react';
import { CheckIcon } from '#icons/check-icon.tsx';
import * as styles from './field.css.ts';
import { ChoiceShell, type CommonFieldProps } from './field-shell.tsx';
import { useFieldControl } from './use-field.ts';

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
export function CheckboxField({ onCheckedChange, ...props }: CheckboxFieldProps) {
  // The change a checkbox reports is `onCheckedChange`, wired below, not the DOM's `onChange`.
  const { field, shell, control: { onChange: _onChange, ...control } } = useFieldControl<HTMLButtonElement, typeof props>(props);
  return (
    <ChoiceShell {...shell}>
      <CheckboxPrimitive.Root
        {...control}
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
