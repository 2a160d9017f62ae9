import { fieldErrors, type PlexToolsServer } from '@portal/api-client';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useInvitePlexUser } from '#api/invite-plex-user.ts';
import { usePlexToolsStore, type PlexSession } from '../plex-tools-store.tsx';
import * as styles from '../shared/plex-tools.css.ts';

interface InviteValues {
  server_id: string;
  email: string;
}

/** Inline checks before anything is sent; the server's own answer lands next to the same fields. */
export function checkInvite(values: InviteValues) {
  return {
    server_id: values.server_id ? undefined : 'Choose the server to share.',
    email: emailError(values.email, { missing: 'Enter their Plex e-mail address.', invalid: 'Enter a valid e-mail address.' }),
  };
}

/** Shares one of the account's servers with a Plex user by e-mail. */
export function InviteForm({ session, servers, onSent }: { session: PlexSession; servers: PlexToolsServer[]; onSent: (message: string | undefined) => void }) {
  const invite = useInvitePlexUser();
  const endPlexSession = usePlexToolsStore((state) => state.endPlexSession);
  const only = servers.length === 1 ? servers[0] : undefined;
  return (
    <Card title="Invite a Plex user" description="They get an e-mail from Plex and accept the invite in their Plex apps.">
      <Form<InviteValues>
        aria-label="Invite a Plex user"
        validate={checkInvite}
        onSubmit={async (values, form) => {
          try {
            const answer = await invite.mutateAsync({ serverId: Number(values.server_id), email: values.email.trim(), token: session.token });
            form.reset();
            onSent(answer.message);
          } catch (error) {
            // A Plex sign-in that expired cannot be fixed in this form: sign in again.
            const expired = fieldErrors(error).token;
            if (expired) endPlexSession(expired);
            else throw error;
          }
        }}
      >
        <Stack gap="md">
          <div className={styles.formRow}>
            <SelectField
              name="server_id"
              label="Server"
              required
              placeholder="Choose a server"
              defaultValue={only ? String(only.id) : undefined}
              options={servers.map((server) => ({ value: String(server.id), label: server.name }))}
            />
            <TextField name="email" type="email" label="Their Plex e-mail address" autoComplete="off" required />
          </div>
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>Send invite</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
