import { useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Stack } from '@portal/ui-kit/layout';
import type { ReactNode } from 'react';

/** What the user types to sign in to the Plex account: trimmed login, the password as typed. */
export interface PlexSignInValues {
  login: string;
  password: string;
}

export interface PlexSignInFormProps {
  submitLabel: string;
  /** Signs in with the values; a rejection shows next to the fields (a 422) or above the button. */
  onSignIn: (values: PlexSignInValues) => Promise<void>;
  /** Why the user has to sign in (again), above the fields. */
  notice?: ReactNode;
  /** The row of the two fields and the row of the button, as the screen lays out its forms. */
  rowClassName: string;
  actionsClassName: string;
}

/**
 * The sign-in to a Plex account, which keeps a server's invites: the server page's invites and the
 * Plex tools both ask for it before they show or send invites.
 */
export function PlexSignInForm({ submitLabel, onSignIn, notice, rowClassName, actionsClassName }: PlexSignInFormProps) {
  const { t } = useLingui();
  return (
    <Form<PlexSignInValues>
      aria-label={t`Sign in to Plex`}
      validate={(values) => ({
        login: values.login.trim() ? undefined : t`Enter your Plex e-mail address or username.`,
        password: values.password ? undefined : t`Enter your Plex password.`,
      })}
      onSubmit={(values) => onSignIn({ login: values.login.trim(), password: values.password })}
    >
      <Stack gap="md">
        {notice ? <Alert tone="warning">{notice}</Alert> : null}
        <div className={rowClassName}>
          <TextField name="login" label={t`Plex e-mail or username`} autoComplete="username" autoCapitalize="off" spellCheck={false} required />
          <PasswordField name="password" label={t`Plex password`} autoComplete="current-password" required />
        </div>
        <FormError />
        <div className={actionsClassName}>
          <SubmitButton>{submitLabel}</SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}
