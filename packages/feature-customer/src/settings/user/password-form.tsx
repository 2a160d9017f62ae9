import { Alert } from '@portal/ui-kit/alert';
import { PasswordField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useChangePassword, type PasswordInput } from '../api/change-password.ts';
import type { SettingsProfile } from '../api/types.ts';
import * as styles from '../layout/settings.css.ts';
import { absoluteTime, relativeTime } from '../lib/relative-time.ts';
import { PASSWORD_MIN } from '../lib/validation.ts';
import { useSave } from '../store/settings-store.tsx';

function passwordErrors(values: PasswordInput) {
  const errors: Partial<Record<keyof PasswordInput, string>> = {};
  if (!values.current_password) errors.current_password = 'Enter your current password.';
  if (!values.password) errors.password = 'Choose a new password.';
  else if (values.password.length < PASSWORD_MIN) errors.password = `Use at least ${PASSWORD_MIN} characters.`;
  else if (values.password === values.current_password) errors.password = 'Choose a password different from the current one.';
  else if (values.password !== values.password_confirmation) errors.password_confirmation = 'The passwords do not match.';
  return errors;
}

/** Current password, new password and its confirmation. Every other session ends afterwards. */
export function PasswordForm({ profile }: { profile: SettingsProfile }) {
  const change = useChangePassword();
  const save = useSave();
  const changedAt = profile.password_changed_at;
  return (
    <Card
      title="Password"
      description={
        changedAt ? (
          <>
            Last changed <time dateTime={changedAt} title={absoluteTime(changedAt)}>{relativeTime(changedAt)}</time>.
          </>
        ) : undefined
      }
    >
      <Alert tone="info">When you change your password, every other device signed in to your account is signed out. This one stays signed in.</Alert>
      <Form<PasswordInput>
        className={styles.form}
        aria-label="Change your password"
        validate={passwordErrors}
        onSubmit={async (values, form) => {
          const done = await save(() => change.mutateAsync(values), 'Your password has been changed.');
          // A changed password is not left in the fields.
          if (done) form.reset();
        }}
      >
        <FormError />
        <PasswordField name="current_password" label="Current password" autoComplete="current-password" required />
        <div className={styles.fieldRow}>
          <PasswordField name="password" label="New password" autoComplete="new-password" description={`At least ${PASSWORD_MIN} characters, and not the current one.`} required />
          <PasswordField name="password_confirmation" label="Repeat the new password" autoComplete="new-password" required />
        </div>
        <div className={styles.formFooter}>
          <SubmitButton>Change password</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
