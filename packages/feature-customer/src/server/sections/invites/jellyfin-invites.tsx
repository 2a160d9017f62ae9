import type { Server } from '@portal/api-client';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, PASSWORD_MIN, SubmitButton } from '@portal/ui-kit/form';
import { Card, Stack } from '@portal/ui-kit/layout';
import * as styles from '../shared/sections.css.ts';
import { useInvites } from './api/get-invites.ts';
import { useInviteJellyfinUser, type JellyfinInviteInput } from './api/invite-jellyfin-user.ts';
import { InvitesCard } from './invite-list.tsx';
import { checkNewPassword, checkUsername, USERNAME_MAX } from './validation.ts';

/** Jellyfin: a user with a username and a first password. */
export function JellyfinInvites({ server, onDone }: { server: Server; onDone: (message: string) => void }) {
  const invites = useInvites(server.id);
  const invite = useInviteJellyfinUser(server.id);
  return (
    <Stack gap="lg">
      <InvitesCard server={server} invites={invites} />
      <Card title="Invite a user" description={`Creates a user on ${server.name}. Give them the username and password; they can change the password after signing in.`}>
        <Form<JellyfinInviteInput>
          aria-label="Invite a user"
          validate={(values) => ({ username: checkUsername(values.username), password: checkNewPassword(values.password) })}
          onSubmit={async (values, form) => {
            const answer = await invite.mutateAsync({ username: values.username.trim(), password: values.password });
            form.reset();
            onDone(answer.message ?? 'The user has been invited.');
          }}
        >
          <Stack gap="md">
            <div className={styles.formRow}>
              <TextField name="username" label="Username" maxLength={USERNAME_MAX} autoComplete="off" autoCapitalize="off" spellCheck={false} required />
              <PasswordField name="password" label="Password" description={`At least ${PASSWORD_MIN} characters.`} autoComplete="new-password" required />
            </div>
            <FormError />
            <div className={styles.formActions}>
              <SubmitButton>Invite user</SubmitButton>
            </div>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
