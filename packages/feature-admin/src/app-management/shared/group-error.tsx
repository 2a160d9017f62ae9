import { useFormState } from '@portal/ui-kit/form';
import * as styles from './settings.css.ts';

/**
 * The form's error for a group of choices (checkboxes that together make one list), under the
 * group. The hidden input carries the name, so the form counts the error as shown here.
 */
export function GroupError({ name, id }: { name: string; id: string }) {
  const message = useFormState().errors[name];
  return (
    <>
      <input type="hidden" name={name} value="" />
      {message ? (
        <p id={id} className={styles.groupError} role="alert">
          {message}
        </p>
      ) : null}
    </>
  );
}
