import { Trans, useLingui } from '@lingui/react/macro';
import { api, establishSession } from '@portal/api-client';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, newPasswordErrors, PASSWORD_MIN, requiredError, SubmitButton } from '@portal/ui-kit/form';
import { Spinner } from '@portal/ui-kit/spinner';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import * as styles from '../public.css.ts';
import { InvalidKey } from './invalid-key.tsx';
import { verifyInviteQuery } from './invite-queries.ts';
import { acceptInviteCreateAccountResponse } from '@portal/api-client/schemas';

interface AccountValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export default function CreateAccountStep() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const verify = useQuery(verifyInviteQuery(key));
  const { t } = useLingui();
  const min = PASSWORD_MIN;

  if (verify.isPending) return <Spinner label={t`Checking your invite key`} />;
  if (verify.isError) return <InvalidKey error={verify.error} onRetry={() => void verify.refetch()} />;

  const invite = verify.data;
  return (
    <Form<AccountValues>
      className={styles.stack}
      aria-label={t`Create your account`}
      validate={(values) => ({
        name: requiredError(values.name, t`Enter your name.`),
        email: emailError(values.email),
        ...newPasswordErrors(values.password, values.password_confirmation),
      })}
      onSubmit={async (values) => {
        const body = await api.post('/api/accept-invite/{key}/create-account', { schema: acceptInviteCreateAccountResponse,
          path: { key },
          json: { name: values.name.trim(), email: values.email.trim(), password: values.password, password_confirmation: values.password_confirmation },
          rejectOnError: true,
        });
        establishSession({ token: body.token, user: body.user });
        await navigate(invite.has_products ? `/accept-invite/${encodeURIComponent(key)}/products` : '/dashboard', { replace: true });
      }}
    >
      <FormError />
      <TextField name="name" label={t`Your name`} autoComplete="name" required />
      <TextField name="email" label={t`E-mail address`} type="email" autoComplete="email" defaultValue={invite.email ?? ''} required />
      <PasswordField name="password" label={t`Password`} autoComplete="new-password" description={t`At least ${min} characters.`} required />
      <PasswordField name="password_confirmation" label={t`Repeat the password`} autoComplete="new-password" required />
      <SubmitButton fullWidth>
        <Trans>Create my account</Trans>
      </SubmitButton>
    </Form>
  );
}
