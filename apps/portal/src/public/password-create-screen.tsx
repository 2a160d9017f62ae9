import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { useState } from 'react';
import { Link } from 'react-router';
import * as styles from './public.css.ts';
import { passwordCreateResponse } from '@portal/api-client/schemas';

export default function PasswordCreateScreen() {
  const [sent, setSent] = useState<string | null>(null);
  const { t } = useLingui();
  return (
    <CenteredPanel
      title={t`Reset your password`}
      description={sent ? undefined : t`Enter the e-mail address of your account and we will send you a link to choose a new password.`}
      footer={
        <TextLink asChild>
          <Link to="/login">
            <Trans>Back to sign in</Trans>
          </Link>
        </TextLink>
      }
    >
      {sent ? (
        <Alert tone="success" title={t`Check your inbox`}>
          {sent}
        </Alert>
      ) : (
        <Form<{ email: string }>
          className={styles.stack}
          aria-label={t`Reset your password`}
          validate={(values) => ({ email: emailError(values.email) })}
          onSubmit={async (values) => {
            const body = await api.post('/api/password/create', { schema: passwordCreateResponse, json: { email: values.email.trim() }, rejectOnError: true });
            setSent(body.message ?? t`If an account uses that address, a link to reset the password is on its way.`);
          }}
        >
          <FormError />
          <TextField name="email" label={t`E-mail address`} type="email" autoComplete="email" inputMode="email" required />
          <SubmitButton fullWidth>
            <Trans>Send the reset link</Trans>
          </SubmitButton>
        </Form>
      )}
    </CenteredPanel>
  );
}
