import type { ReactNode } from 'react';
import { cx } from '#utils/cx.ts';
import * as styles from './field.css.ts';
import { FieldDescription, FieldError, RequiredMark } from './field-parts.tsx';
import type { FieldWiring } from './use-field.ts';

export interface FieldShellProps {
  field: FieldWiring;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, hint under the label, the control, then the error under the control. */
export function FieldShell({ field, label, description, required, className, children }: FieldShellProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={field.controlId} className={styles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <FieldDescription id={field.descriptionId}>{description}</FieldDescription>
      {children}
      <FieldError id={field.errorId}>{field.error}</FieldError>
    </div>
  );
}

/** The control first, its label and hint beside it, the error under both: checkboxes and switches. */
export function ChoiceShell({ field, label, description, required, className, children }: FieldShellProps) {
  return (
    <div className={cx(styles.field, className)}>
      <div className={styles.choiceRow}>
        {children}
        <div className={styles.choiceText}>
          <label htmlFor={field.controlId} className={styles.choiceLabel}>
            {label}
            {required ? <RequiredMark /> : null}
          </label>
          <FieldDescription id={field.descriptionId}>{description}</FieldDescription>
        </div>
      </div>
      <FieldError id={field.errorId}>{field.error}</FieldError>
    </div>
  );
}

/** Props every field shares. */
export interface CommonFieldProps {
  /** The visible label. */
  label: ReactNode;
  /** A hint shown with the field and read with it. */
  description?: ReactNode;
  /** Shown under the field; inside a `Form` the form's error for `name` is used when absent. */
  error?: string;
  /** Class of the field's wrapper. */
  className?: string;
}
