import { Trans, useLingui } from '@lingui/react/macro';
import { login, useSystemSettings } from '@portal/api-client';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, requiredError, SubmitButton } from '@portal/ui-kit/form';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as styles from './public.css.ts';

interface LoginValues {
  email: string;
  password: string;
}

// Demo accounts exist only in the demo build; a production build drops this import entirely.
const DemoAccounts = import.meta.env.VITE_DEMO_BACKEND === 'true' ? lazy(() => import('../demo/demo-accounts.tsx')) : null;

/**
 * The sign-in form of the customer and the admin login. A successful sign-in changes the
 * session; the routing guard then takes the user to the redirect url or their dashboard.
 */
export function LoginForm({ admin = false }: { admin?: boolean }) {
  const [params] = useSearchParams();
  const instance = params.get('instance');
  const settings = useSystemSettings().data;
  const { t } = useLingui();
  const appName = settings?.app_name;

  return (
    <CenteredPanel
      title={admin ? t`Admin sign in` : t`Sign in`}
      description={settings ? t`Welcome to ${appName}.` : undefined}
      footer={
        <div className={styles.links}>
          <TextLink asChild>
            <Link to="/password/create">
              <Trans>Forgot your password?</Trans>
            </Link>
          </TextLink>
          {!admin && settings?.user_invite_keys ? (
            <TextLink asChild>
              <Link to="/accept-invite">
                <Trans>I have an invite key</Trans>
              </Link>
            </TextLink>
          ) : null}
          {!admin && settings?.user_request_trial ? (
            <TextLink asChild>
              <Link to="/request-trial">
                <Trans>Request a trial</Trans>
              </Link>
            </TextLink>
          ) : null}
        </div>
      }
    >
      <Form<LoginValues>
        className={styles.stack}
        aria-label={admin ? t`Admin sign in` : t`Sign in`}
        validate={(values) => ({
          email: emailError(values.email),
          password: requiredError(values.password, t`Enter your password.`),
        })}
        onSubmit={(values) => login({ email: values.email.trim(), password: values.password, instance }, { admin })}
      >
        <FormError />
        <TextField name="email" label={t`E-mail address`} type="email" autoComplete="username" inputMode="email" required />
        <PasswordField name="password" label={t`Password`} autoComplete="current-password" required />
        <SubmitButton fullWidth>
          <Trans>Sign in</Trans>
        </SubmitButton>
      </Form>
      {DemoAccounts ? (
        <Suspense fallback={null}>
          <DemoAccounts admin={admin} instance={instance} />
        </Suspense>
      ) : null}
    </CenteredPanel>
  );
}
