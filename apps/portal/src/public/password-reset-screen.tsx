import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, newPasswordErrors, PASSWORD_MIN, SubmitButton } from '@portal/ui-kit/form';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as styles from './public.css.ts';
import { passwordResetResponse } from '@portal/api-client/schemas';

interface ResetValues {
  email: string;
  password: string;
  password_confirmation: string;
}

/** Reads `token` and `email` from the link in the reset e-mail. */
export default function PasswordResetScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState<string | null>(null);
  const { t } = useLingui();
  const min = PASSWORD_MIN;

  if (!token) {
    return (
      <CenteredPanel title={t`Choose a new password`}>
        <Alert tone="error" title={t`This link is incomplete`}>
          <Trans>The password reset link is missing its token. Open the link from the e-mail again, or ask for a new one.</Trans>
        </Alert>
        <Button asChild fullWidth>
          <Link to="/password/create">
            <Trans>Ask for a new link</Trans>
          </Link>
        </Button>
      </CenteredPanel>
    );
  }

  if (done) {
    return (
      <CenteredPanel title={t`Password changed`}>
        <Alert tone="success">{done}</Alert>
        <Button asChild fullWidth>
          <Link to="/login">
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel
      title={t`Choose a new password`}
      footer={
        <TextLink asChild>
          <Link to="/password/create">
            <Trans>Ask for a new link</Trans>
          </Link>
        </TextLink>
      }
    >
      <Form<ResetValues>
        className={styles.stack}
        aria-label={t`Choose a new password`}
        validate={(values) => ({ email: emailError(values.email), ...newPasswordErrors(values.password, values.password_confirmation) })}
        onSubmit={async (values) => {
          const body = await api.post('/api/password/reset', { schema: passwordResetResponse,
            json: { token, email: values.email.trim(), password: values.password, password_confirmation: values.password_confirmation },
            rejectOnError: true,
          });
          setDone(body.message ?? t`Your password has been changed. You can sign in with it now.`);
        }}
      >
        <FormError />
        <TextField name="email" label={t`E-mail address`} type="email" autoComplete="email" defaultValue={params.get('email') ?? ''} required />
        <PasswordField
          name="password"
          label={t`New password`}
          autoComplete="new-password"
          description={t`At least ${min} characters.`}
          required
        />
        <PasswordField name="password_confirmation" label={t`Repeat the new password`} autoComplete="new-password" required />
        <SubmitButton fullWidth>
          <Trans>Change the password</Trans>
        </SubmitButton>
      </Form>
    </CenteredPanel>
  );
}
