import { useLingui } from '@lingui/react/macro';
import { fieldErrors } from '@portal/api-client';
import { Stack } from '@portal/ui-kit/layout';
import { done, useOutcome } from '@portal/ui-kit/outcome';
import { useEffect } from 'react';
import { usePlexInvites } from '../api/get-plex-invites.ts';
import { usePlexToolsStore, type PlexSession } from '../plex-tools-store.tsx';
import { BackupInvitesForm } from './backup-invites-form.tsx';
import { InviteBackupsCard } from './invite-backups-card.tsx';
import { InviteForm } from './invite-form.tsx';
import { InvitesCard } from './invites-card.tsx';
import { PlexSignIn } from './plex-sign-in.tsx';

function SignedIn({ session, onDone }: { session: PlexSession; onDone: (message: string | undefined, fallback: string) => void }) {
  const { t } = useLingui();
  const invites = usePlexInvites(session);
  const endPlexSession = usePlexToolsStore((state) => state.endPlexSession);
  const expired = fieldErrors(invites.error).token;
  useEffect(() => {
    if (expired) endPlexSession(expired);
  }, [expired, endPlexSession]);

  return (
    <>
      <InvitesCard account={session.account} invites={invites} onSignOut={() => endPlexSession()} />
      {invites.data ? (
        <>
          <InviteForm session={session} servers={invites.data.servers} onSent={(message) => onDone(message, t`The invite has been sent.`)} />
          <BackupInvitesForm session={session} servers={invites.data.servers} onSaved={(message) => onDone(message, t`The invites have been backed up.`)} />
        </>
      ) : null}
    </>
  );
}

/** `/app/plex-tools/invites`: the Plex account's invites across its servers, and the invite backups. */
export default function InvitesScreen() {
  const session = usePlexToolsStore((state) => state.plexSession);
  const { show, dialog } = useOutcome();
  return (
    <Stack gap="lg">
      {session ? <SignedIn session={session} onDone={(message, fallback) => show(done(message, fallback))} /> : <PlexSignIn />}
      <InviteBackupsCard onOutcome={show} />
      {dialog}
    </Stack>
  );
}
