import { useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { InviteForm } from '@portal/ui-kit/invite-form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useInvites } from './api/get-invites.ts';
import { useInviteJellyfinUser } from './api/invite-jellyfin-user.ts';
import { InvitesCard } from './invite-list.tsx';

/** Jellyfin: a user with a username and a first password. */
export function JellyfinInvites({ server, onDone }: { server: Server; onDone: (message: string) => void }) {
  const invites = useInvites(server.id);
  const invite = useInviteJellyfinUser(server.id);
  const { t } = useLingui();
  const name = server.name;
  return (
    <Stack gap="lg">
      <InvitesCard server={server} invites={invites} />
      <Card
        title={t`Invite a user`}
        description={t`Creates a user on ${name}. Give them the username and password; they can change the password after signing in.`}
      >
        <InviteForm
          kind="jellyfin"
          submit={async (values) => {
            const answer = await invite.mutateAsync(values);
            onDone(answer.message ?? t`The user has been invited.`);
          }}
        />
      </Card>
    </Stack>
  );
}
