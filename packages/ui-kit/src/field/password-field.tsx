import { useState } from 'react';
import { IconButton } from '#button/icon-button.tsx';
import { EyeIcon } from '#icons/eye-icon.tsx';
import { EyeOffIcon } from '#icons/eye-off-icon.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { FieldShell } from './field-shell.tsx';
import type { TextFieldProps } from './text-field.tsx';
import { useField } from './use-field.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

export function PasswordField({
  label,
  description,
  error,
  className,
  inputClassName,
  id,
  name,
  required,
  autoComplete = 'current-password',
  onChange,
  'aria-describedby': describedBy,
  ...props
}: PasswordFieldProps) {
  const field = useField({ id, name, error, description, describedBy });
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell field={field} label={label} description={description} required={required} className={className}>
      <div className={styles.passwordWrapper}>
        <input
          {...props}
          id={field.controlId}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          // Browsers must not autocorrect or capitalise a password shown as text.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          required={required}
          aria-invalid={field.invalid || undefined}
          aria-describedby={field.ariaDescribedBy}
          className={cx(styles.input, styles.passwordInput, inputClassName)}
          onChange={(event) => {
            field.clearError();
            onChange?.(event);
          }}
        />
        <IconButton
          size="sm"
          className={styles.passwordToggle}
          label={visible ? 'Hide password' : 'Show password'}
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
