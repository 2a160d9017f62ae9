import type { Server } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverKeys } from '#api/keys.ts';
import * as styles from '../shared/sections.css.ts';
import { invitesQuery, useInvites, type PlexCredentials } from './api/get-invites.ts';
import { useInvitePlexUser } from '#api/invite-plex-user.ts';
import { InviteBackupsCard } from './invite-backups.tsx';
import { InvitesCard } from './invite-list.tsx';
import { checkEmail } from './validation.ts';

function PlexSignIn({ server, onSignedIn }: { server: Server; onSignedIn: (credentials: PlexCredentials) => void }) {
  const queryClient = useQueryClient();
  return (
    <Card
      title="Sign in to Plex"
      description={`Plex keeps the invites of ${server.name} in the Plex account it is claimed with. Sign in with that account to see and send invites; the portal keeps the password only while this page is open.`}
    >
      <Form<PlexCredentials>
        aria-label="Sign in to Plex"
        validate={(values) => ({
          login: values.login.trim() ? undefined : 'Enter your Plex e-mail address or username.',
          password: values.password ? undefined : 'Enter your Plex password.',
        })}
        onSubmit={async (values) => {
          const credentials = { login: values.login.trim(), password: values.password };
          // Read with these credentials first, so wrong ones land next to the fields.
          await queryClient.fetchQuery({ ...invitesQuery(server.id, credentials), staleTime: 0 });
          onSignedIn(credentials);
        }}
      >
        <Stack gap="md">
          <div className={styles.formRow}>
            <TextField name="login" label="Plex e-mail or username" autoComplete="username" autoCapitalize="off" spellCheck={false} required />
            <PasswordField name="password" label="Plex password" autoComplete="current-password" required />
          </div>
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>Show invites</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

function PlexInviteForm({ server, token, onDone }: { server: Server; token: string; onDone: (message: string) => void }) {
  const invite = useInvitePlexUser();
  return (
    <Card title="Invite a user" description={`Shares ${server.name} with a Plex account. They accept the invite in their Plex apps.`}>
      <Form<{ email: string }>
        aria-label="Invite a user"
        validate={(values) => ({ email: checkEmail(values.email) })}
        onSubmit={async (values, form) => {
          const answer = await invite.mutateAsync({ serverId: server.id, email: values.email.trim(), token });
          form.reset();
          onDone(answer.message ?? 'The invite has been sent.');
        }}
      >
        <Stack gap="md">
          <TextField name="email" type="email" label="Their Plex e-mail address" autoComplete="off" required />
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>Send invite</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

/** Plex: invites are read and sent through the Plex account, after signing in to it. */
export function PlexInvites({ server, onDone }: { server: Server; onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [credentials, setCredentials] = useState<PlexCredentials | null>(null);
  const invites = useInvites(server.id, { credentials, enabled: credentials !== null });

  const signOut = () => {
    setCredentials(null);
    queryClient.removeQueries({ queryKey: serverKeys.invites(server.id), exact: true });
  };

  return (
    <Stack gap="lg">
      {credentials ? (
        <>
          <InvitesCard
            server={server}
            invites={invites}
            actions={
              <Button size="sm" variant="ghost" onClick={signOut}>
                Sign out of Plex
              </Button>
            }
          />
          <PlexInviteForm server={server} token={invites.data?.token ?? ''} onDone={onDone} />
        </>
      ) : (
        <PlexSignIn server={server} onSignedIn={setCredentials} />
      )}
      <InviteBackupsCard server={server} />
    </Stack>
  );
}
