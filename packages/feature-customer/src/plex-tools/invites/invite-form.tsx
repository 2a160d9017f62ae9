import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { fieldErrors, type PlexToolsServer } from '@portal/api-client';
import { InviteForm as MediaInviteForm, inviteErrors, INVITE_TEXTS, type InviteTexts, type InviteValues } from '@portal/ui-kit/invite-form';
import { Card } from '@portal/ui-kit/layout';
import { useInvitePlexUser } from '#api/invite-plex-user.ts';
import { usePlexToolsStore, type PlexSession } from '../plex-tools-store.tsx';
import { AccountServerField } from '../shared/account-server-field.tsx';

interface ServerChoice {
  server_id: string;
}

/** The Plex invite's own wording, in the active language: read where it is used, never at module level. */
function plexTexts(): Partial<InviteTexts> {
  return {
    formLabel: t`Invite a Plex user`,
    emailMissing: t`Enter their Plex e-mail address.`,
    emailInvalid: t`Enter a valid e-mail address.`,
  };
}

/** Inline checks before anything is sent; the server's own answer lands next to the same fields. */
export function checkInvite(values: InviteValues<'plex'> & ServerChoice): { server_id: string | undefined; email: string | undefined } {
  return {
    server_id: values.server_id ? undefined : t`Choose the server to share.`,
    email: inviteErrors('plex', { ...values }, { ...INVITE_TEXTS.plex, ...plexTexts() }).email,
  };
}

/** Shares one of the account's servers with a Plex user by e-mail. */
export function InviteForm({ session, servers, onSent }: { session: PlexSession; servers: PlexToolsServer[]; onSent: (message: string | undefined) => void }) {
  const { t } = useLingui();
  const invite = useInvitePlexUser();
  const endPlexSession = usePlexToolsStore((state) => state.endPlexSession);
  return (
    <Card title={t`Invite a Plex user`} description={t`They get an e-mail from Plex and accept the invite in their Plex apps.`}>
      <MediaInviteForm<'plex', ServerChoice>
        kind="plex"
        texts={plexTexts()}
        actionsAlign="end"
        validate={(values) => ({ server_id: checkInvite(values).server_id })}
        before={<AccountServerField servers={servers} />}
        submit={async (values) => {
          try {
            const answer = await invite.mutateAsync({ serverId: Number(values.server_id), email: values.email, token: session.token });
            onSent(answer.message);
          } catch (error) {
            // A Plex sign-in that expired cannot be fixed in this form: sign in again.
            const expired = fieldErrors(error).token;
            if (expired) endPlexSession(expired);
            else throw error;
          }
        }}
      />
    </Card>
  );
}
