import type { ReactNode } from 'react';
import { AlertIcon } from '#icons/alert-icon.tsx';
import * as styles from './field.css.ts';

export function RequiredMark() {
  // The control's `required` already tells screen readers; the asterisk is for the eyes.
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

export function FieldDescription({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className={styles.description}>
      {children}
    </p>
  );
}

/**
 * A field's error, for a group of controls of one's own (a fieldset of radio cards): give its `id`
 * to the group's `aria-describedby`. Nothing is rendered without an error.
 */
export function FieldError({ id, children }: { id: string | undefined; children: string | undefined }) {
  if (!id || !children) return null;
  return (
    <p id={id} className={styles.error}>
      <AlertIcon className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}
