import { useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { InviteForm } from '@portal/ui-kit/invite-form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useConnectEmbyUser } from './api/connect-emby-user.ts';
import { useInvites } from './api/get-invites.ts';
import { useInviteEmbyUser } from './api/invite-emby-user.ts';
import { InvitesCard } from './invite-list.tsx';

/** Emby: a local user by username, or someone's Emby Connect account by e-mail. */
export function EmbyInvites({ server, onDone }: { server: Server; onDone: (message: string) => void }) {
  const invites = useInvites(server.id);
  const invite = useInviteEmbyUser(server.id);
  const connect = useConnectEmbyUser(server.id);
  const { t } = useLingui();
  const name = server.name;
  return (
    <Stack gap="lg">
      <InvitesCard server={server} invites={invites} />
      <Card title={t`Invite a user`} description={t`Creates a user on ${name} who signs in with this username.`}>
        <InviteForm
          kind="emby"
          submit={async ({ username }) => {
            const answer = await invite.mutateAsync({ username });
            onDone(answer.message ?? t`The user has been invited.`);
          }}
        />
      </Card>
      <Card
        title={t`Invite with Emby Connect`}
        description={t`Links someone's Emby Connect account, so ${name} shows up in every Emby app they sign in to.`}
      >
        <InviteForm
          kind="emby-connect"
          submit={async ({ email }) => {
            const answer = await connect.mutateAsync({ email });
            onDone(answer.message ?? t`The invite has been sent.`);
          }}
        />
      </Card>
    </Stack>
  );
}
