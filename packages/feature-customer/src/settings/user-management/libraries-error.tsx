import { useFormState } from '@portal/ui-kit/form';
import * as settingsStyles from '../layout/settings.css.ts';

/** The error of a group of library checkboxes named `library_ids`, from the check before saving or from the server. */
export function LibrariesError({ id }: { id: string }) {
  const { errors } = useFormState();
  const message = errors.library_ids;
  return message ? (
    <p id={id} role="alert" className={settingsStyles.fieldError}>
      {message}
    </p>
  ) : null;
}
