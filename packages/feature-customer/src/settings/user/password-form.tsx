import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { PasswordField } from '@portal/ui-kit/field';
import { changePasswordErrors, Form, FormError, PASSWORD_MIN, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { useChangePassword, type PasswordInput } from '../api/change-password.ts';
import type { SettingsProfile } from '../api/types.ts';
import * as styles from '../layout/settings.css.ts';
import { useSave } from '../store/settings-store.tsx';

/** Current password, new password and its confirmation. Every other session ends afterwards. */
export function PasswordForm({ profile }: { profile: SettingsProfile }) {
  const change = useChangePassword();
  const save = useSave();
  const { t } = useLingui();
  const changedAt = profile.password_changed_at;
  const changedAgo = changedAt ? formatRelativeTime(changedAt) : '';
  return (
    <Card
      title={t`Password`}
      description={
        changedAt ? (
          <Trans>
            Last changed <time dateTime={changedAt} title={formatDateTime(changedAt)}>{changedAgo}</time>.
          </Trans>
        ) : undefined
      }
    >
      <Alert tone="info">
        <Trans>When you change your password, every other device signed in to your account is signed out. This one stays signed in.</Trans>
      </Alert>
      <Form<PasswordInput>
        className={styles.form}
        aria-label={t`Change your password`}
        validate={changePasswordErrors}
        onSubmit={async (values, form) => {
          const done = await save(() => change.mutateAsync(values), t`Your password has been changed.`);
          // A changed password is not left in the fields.
          if (done) form.reset();
        }}
      >
        <FormError />
        <PasswordField name="current_password" label={t`Current password`} autoComplete="current-password" required />
        <div className={styles.fieldRow}>
          <PasswordField name="password" label={t`New password`} autoComplete="new-password" description={t`At least ${PASSWORD_MIN} characters, and not the current one.`} required />
          <PasswordField name="password_confirmation" label={t`Repeat the new password`} autoComplete="new-password" required />
        </div>
        <div className={styles.formFooter}>
          <SubmitButton>
            <Trans>Change password</Trans>
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
