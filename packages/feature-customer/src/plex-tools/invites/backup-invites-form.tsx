import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { fieldErrors, type PlexToolsServer } from '@portal/api-client';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useState } from 'react';
import { useCreateInviteBackup } from '../api/create-invite-backup.ts';
import { usePlexToolsStore, type PlexSession } from '../plex-tools-store.tsx';
import { AccountServerField } from '../shared/account-server-field.tsx';
import * as styles from '../shared/plex-tools.css.ts';

/** The server's limit on a backup's name. */
export const BACKUP_NAME_MAX = 60;

interface BackupValues {
  server_id: string;
  name: string;
}

export function checkBackup(values: BackupValues) {
  const name = values.name.trim();
  const max = BACKUP_NAME_MAX;
  return {
    server_id: values.server_id ? undefined : t`Choose the server whose invites to back up.`,
    name: !name ? t`Name the backup.` : name.length > BACKUP_NAME_MAX ? t`Keep the name to ${max} characters.` : undefined,
  };
}

/** Saves the current invite list of one of the account's servers. */
export function BackupInvitesForm({ session, servers, onSaved }: { session: PlexSession; servers: PlexToolsServer[]; onSaved: (message: string | undefined) => void }) {
  const { t } = useLingui();
  const create = useCreateInviteBackup();
  const endPlexSession = usePlexToolsStore((state) => state.endPlexSession);
  // A fresh form after each backup; a failed one keeps what was typed.
  const [round, setRound] = useState(0);
  return (
    <Card title={t`Back up invites`} description={t`Saves who each server is shared with, so the invites can be sent again after a move or a rebuild.`}>
      <Form<BackupValues>
        key={round}
        aria-label={t`Back up invites`}
        validate={checkBackup}
        onSubmit={async (values) => {
          try {
            const answer = await create.mutateAsync({ server_id: Number(values.server_id), name: values.name.trim(), token: session.token });
            setRound((value) => value + 1);
            onSaved(answer.message);
          } catch (error) {
            const expired = fieldErrors(error).token;
            if (expired) endPlexSession(expired);
            else throw error;
          }
        }}
      >
        <Stack gap="md">
          <div className={styles.formRow}>
            <AccountServerField servers={servers} />
            <TextField name="name" label={t`Backup name`} required maxLength={BACKUP_NAME_MAX} autoComplete="off" />
          </div>
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>
              <Trans>Back up invites</Trans>
            </SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
