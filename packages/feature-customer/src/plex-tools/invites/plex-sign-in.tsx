import { Alert } from '@portal/ui-kit/alert';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { usePlexSignIn } from '../api/get-plex-invites.ts';
import { usePlexToolsStore } from '../plex-tools-store.tsx';
import * as styles from '../shared/plex-tools.css.ts';

interface Credentials {
  login: string;
  password: string;
}

/** Plex keeps the invites in the Plex account, so the user signs in to it first. */
export function PlexSignIn() {
  const signIn = usePlexSignIn();
  const notice = usePlexToolsStore((state) => state.signInNotice);
  const startPlexSession = usePlexToolsStore((state) => state.startPlexSession);
  return (
    <Card
      title="Sign in to Plex"
      description="Plex keeps the people you share with in the Plex account your servers are claimed with. Sign in with that account to see and send invites. Your password goes to Plex only; the portal keeps the sign-in while these tools are open."
    >
      <Form<Credentials>
        aria-label="Sign in to Plex"
        validate={(values) => ({
          login: values.login.trim() ? undefined : 'Enter your Plex e-mail address or username.',
          password: values.password ? undefined : 'Enter your Plex password.',
        })}
        onSubmit={async (values) => {
          const answer = await signIn.mutateAsync({ login: values.login.trim(), password: values.password });
          startPlexSession({ account: answer.account, token: answer.token });
        }}
      >
        <Stack gap="md">
          {notice ? <Alert tone="warning">{notice}</Alert> : null}
          <div className={styles.formRow}>
            <TextField name="login" label="Plex e-mail or username" autoComplete="username" autoCapitalize="off" spellCheck={false} required />
            <PasswordField name="password" label="Plex password" autoComplete="current-password" required />
          </div>
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>Sign in to Plex</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
