import { Trans, useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { InviteForm } from '@portal/ui-kit/invite-form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { serverKeys } from '#api/keys.ts';
import { PlexSignInForm } from '#lib/plex-sign-in-form.tsx';
import * as styles from '../shared/sections.css.ts';
import { invitesQuery, useInvites, type PlexCredentials } from './api/get-invites.ts';
import { useInvitePlexUser } from '#api/invite-plex-user.ts';
import { InviteBackupsCard } from './invite-backups.tsx';
import { InvitesCard } from './invite-list.tsx';

function PlexSignIn({ server, onSignedIn }: { server: Server; onSignedIn: (credentials: PlexCredentials) => void }) {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const name = server.name;
  return (
    <Card
      title={t`Sign in to Plex`}
      description={t`Plex keeps the invites of ${name} in the Plex account it is claimed with. Sign in with that account to see and send invites; the portal keeps the password only while this page is open.`}
    >
      <PlexSignInForm
        submitLabel={t`Show invites`}
        rowClassName={styles.formRow}
        actionsClassName={styles.formActions}
        onSignIn={async (credentials) => {
          // Read with these credentials first, so wrong ones land next to the fields.
          await queryClient.fetchQuery({ ...invitesQuery(server.id, credentials), staleTime: 0 });
          onSignedIn(credentials);
        }}
      />
    </Card>
  );
}

function PlexInviteForm({ server, token, onDone }: { server: Server; token: string; onDone: (message: string) => void }) {
  const invite = useInvitePlexUser();
  const { t } = useLingui();
  const name = server.name;
  return (
    <Card title={t`Invite a user`} description={t`Shares ${name} with a Plex account. They accept the invite in their Plex apps.`}>
      <InviteForm
        kind="plex"
        submit={async ({ email }) => {
          const answer = await invite.mutateAsync({ serverId: server.id, email, token });
          onDone(answer.message ?? t`The invite has been sent.`);
        }}
      />
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
                <Trans>Sign out of Plex</Trans>
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
