import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { IconButton } from '#button/icon-button.tsx';
import { EyeIcon } from '#icons/eye-icon.tsx';
import { EyeOffIcon } from '#icons/eye-off-icon.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { FieldShell } from './field-shell.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { useFieldControl } from './use-field.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

export function PasswordField({ inputClassName, autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const { t } = useLingui();
  const { field, shell, control } = useFieldControl<HTMLInputElement, typeof props>(props);
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell {...shell}>
      <div className={styles.passwordWrapper}>
        <input
          {...control}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          // Browsers must not autocorrect or capitalise a password shown as text.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={cx(styles.input, styles.passwordInput, inputClassName)}
        />
        <IconButton
          size="sm"
          className={styles.passwordToggle}
          label={visible ? t`Hide password` : t`Show password`}
          aria-controls={field.controlId}
          disabled={props.disabled}
          onClick={() => setVisible((current) => !current)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      </div>
    </FieldShell>
  );
}
