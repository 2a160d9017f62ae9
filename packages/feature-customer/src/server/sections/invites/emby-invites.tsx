import type { Server } from '@portal/api-client';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card, Stack } from '@portal/ui-kit/layout';
import * as styles from '../shared/sections.css.ts';
import { useConnectEmbyUser } from './api/connect-emby-user.ts';
import { useInvites } from './api/get-invites.ts';
import { useInviteEmbyUser } from './api/invite-emby-user.ts';
import { InvitesCard } from './invite-list.tsx';
import { checkEmail, checkUsername, USERNAME_MAX } from './validation.ts';

/** Emby: a local user by username, or someone's Emby Connect account by e-mail. */
export function EmbyInvites({ server, onDone }: { server: Server; onDone: (message: string) => void }) {
  const invites = useInvites(server.id);
  const invite = useInviteEmbyUser(server.id);
  const connect = useConnectEmbyUser(server.id);
  return (
    <Stack gap="lg">
      <InvitesCard server={server} invites={invites} />
      <Card title="Invite a user" description={`Creates a user on ${server.name} who signs in with this username.`}>
        <Form<{ username: string }>
          aria-label="Invite a user"
          validate={(values) => ({ username: checkUsername(values.username) })}
          onSubmit={async (values, form) => {
            const answer = await invite.mutateAsync({ username: values.username.trim() });
            form.reset();
            onDone(answer.message ?? 'The user has been invited.');
          }}
        >
          <Stack gap="md">
            <TextField name="username" label="Username" maxLength={USERNAME_MAX} autoComplete="off" autoCapitalize="off" spellCheck={false} required />
            <FormError />
            <div className={styles.formActions}>
              <SubmitButton>Invite user</SubmitButton>
            </div>
          </Stack>
        </Form>
      </Card>
      <Card title="Invite with Emby Connect" description={`Links someone's Emby Connect account, so ${server.name} shows up in every Emby app they sign in to.`}>
        <Form<{ email: string }>
          aria-label="Invite with Emby Connect"
          validate={(values) => ({ email: checkEmail(values.email) })}
          onSubmit={async (values, form) => {
            const answer = await connect.mutateAsync({ email: values.email.trim() });
            form.reset();
            onDone(answer.message ?? 'The invite has been sent.');
          }}
        >
          <Stack gap="md">
            <TextField name="email" type="email" label="Emby Connect e-mail address" autoComplete="off" required />
            <FormError />
            <div className={styles.formActions}>
              <SubmitButton>Send invite</SubmitButton>
            </div>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
