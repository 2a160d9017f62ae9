import { useFormState } from '@portal/ui-kit/form';
import { AlertIcon } from '@portal/ui-kit/icons';
import { useId, type ReactNode } from 'react';
import * as styles from './plex-tools.css.ts';

/**
 * A group of checkboxes that answers to one field name: the form's error for `name` (from
 * `validate` or the server's 422) shows under the group and is read with it.
 */
export function ChoiceGroup({ name, legend, description, children }: { name: string; legend: string; description?: string; children: ReactNode }) {
  const { errors } = useFormState();
  const error = errors[name];
  const errorId = useId();
  const descriptionId = useId();
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset name={name} className={styles.fieldset} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {description ? (
        <p id={descriptionId} className={styles.muted}>
          {description}
        </p>
      ) : null}
      <div className={styles.choices}>{children}</div>
      {error ? (
        <p id={errorId} className={styles.groupError}>
          <AlertIcon size="1em" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
