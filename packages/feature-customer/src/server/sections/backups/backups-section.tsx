import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { Backup, Server } from '@portal/api-client';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatBytes, formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { SectionError } from '@portal/ui-kit/section';
import { useState } from 'react';
import { labelText, type Label } from '#lib/label.ts';
import { LoadingCard } from '../shared/loading-card.tsx';
import * as styles from '../shared/sections.css.ts';
import { useCreateBackup, type BackupType, type CreateBackupInput } from './api/create-backup.ts';
import { useDeleteBackup } from './api/delete-backup.ts';
import { useBackups } from './api/get-backups.ts';
import { useRestoreBackup } from './api/restore-backup.ts';

/** The kinds of backup the demo backend and the API accept as `{type}`. */
export const BACKUP_TYPES: { value: BackupType; label: MessageDescriptor }[] = [
  { value: 'config', label: msg`Configuration only` },
  { value: 'full', label: msg`Full server` },
];

const NAME_MAX = 60;

/** A known type's label (a descriptor), or the type as the API sent it. */
export function backupTypeLabel(type: string): Label {
  return BACKUP_TYPES.find((option) => option.value === type)?.label ?? type;
}

export function validateBackup(values: { name: string; type: string }): FormValidationErrors<CreateBackupInput> {
  const name = values.name.trim();
  return {
    name: !name ? t`Enter a name for the backup.` : name.length > NAME_MAX ? t`Keep the name to ${NAME_MAX} characters.` : undefined,
    type: values.type ? undefined : t`Choose what the backup holds.`,
  };
}

function CreateBackupCard({ server, onCreated }: { server: Server; onCreated: (message: string) => void }) {
  const { t } = useLingui();
  const create = useCreateBackup(server.id);
  const media = SERVER_TYPE_LABELS[server.type];
  return (
    <Card
      title={t`Create a backup`}
      description={t`A configuration backup keeps ${media}'s settings, users and watch history; a full backup also keeps its metadata and artwork, and takes longer.`}
    >
      <Form<{ name: string; type: string }>
        aria-label={t`Create a backup`}
        validate={validateBackup}
        onSubmit={async (values, form) => {
          const answer = await create.mutateAsync({ name: values.name.trim(), type: values.type as BackupType });
          form.reset();
          onCreated(answer.message ?? t`The backup has been created.`);
        }}
      >
        <Stack gap="md">
          <div className={styles.formRow}>
            <TextField name="name" label={t`Backup name`} placeholder={t`Before the holidays`} maxLength={NAME_MAX} autoComplete="off" required />
            <SelectField
              name="type"
              label={t`Backup type`}
              options={BACKUP_TYPES.map(({ value, label }) => ({ value, label: t(label) }))}
              defaultValue="config"
              required
            />
          </div>
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>
              <Trans>Create backup</Trans>
            </SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

type PendingAction = { kind: 'restore' | 'delete'; backup: Backup; deletedServer: boolean };

function BackupList({
  backups,
  label,
  deletedServers,
  onAction,
}: {
  backups: Backup[];
  label: string;
  deletedServers: boolean;
  onAction: (action: PendingAction) => void;
}) {
  const { t } = useLingui();
  return (
    <ul className={styles.list} aria-label={label}>
      {backups.map((backup) => {
        const name = backup.name;
        const origin = backup.server_name;
        return (
          <li key={backup.id} className={styles.item}>
            <div className={styles.itemText}>
              <h3 className={styles.itemTitle}>{backup.name}</h3>
              <p className={styles.itemMeta}>
                <Badge tone={backup.type === 'full' ? 'info' : 'neutral'}>{labelText(backupTypeLabel(backup.type))}</Badge> {formatBytes(backup.size_bytes) || t`Size unknown`} ·{' '}
                <time dateTime={backup.created_at}>{formatDateTime(backup.created_at)}</time>
              </p>
              {deletedServers && origin ? (
                <p className={styles.itemMeta}>
                  <Trans>From {origin}</Trans>
                </p>
              ) : null}
            </div>
            <div className={styles.itemActions}>
              <Button size="sm" variant="secondary" aria-label={t`Restore ${name}`} onClick={() => onAction({ kind: 'restore', backup, deletedServer: deletedServers })}>
                <Trans>Restore</Trans>
              </Button>
              <Button size="sm" variant="ghost" aria-label={t`Delete ${name}`} onClick={() => onAction({ kind: 'delete', backup, deletedServer: deletedServers })}>
                <Trans>Delete</Trans>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function restoreDescription(server: Server, { backup, deletedServer }: PendingAction) {
  const name = backup.name;
  const serverName = server.name;
  if (deletedServer) {
    const origin = backup.server_name;
    // What the backup holds: its data (a full backup) or its configuration.
    const holds = backup.type === 'full' ? 'full' : 'config';
    return (
      <>
        <p>
          {origin ? (
            <Trans>
              “{name}” was taken of {origin}, which no longer exists. Restoring it puts that server's <Select value={holds} _full="data" other="configuration" />{' '}
              onto {serverName}, replacing what {serverName} has now.
            </Trans>
          ) : (
            <Trans>
              “{name}” was taken of a server you deleted, which no longer exists. Restoring it puts that server's{' '}
              <Select value={holds} _full="data" other="configuration" /> onto {serverName}, replacing what {serverName} has now.
            </Trans>
          )}
        </p>
        <p>
          <Trans>{serverName} restarts while the backup is restored.</Trans>
        </p>
      </>
    );
  }
  const taken = formatDateTime(backup.created_at);
  return (
    <p>
      <Trans>
        {serverName} goes back to how it was when “{name}” was taken ({taken}). Changes made since are lost, and the server restarts while the backup is
        restored.
      </Trans>
    </p>
  );
}

/** The server's backups and those of deleted servers: create, restore and delete them. */
export default function BackupsSection({ server }: { server: Server }) {
  const { t } = useLingui();
  const serverName = server.name;
  const backups = useBackups(server.id);
  const restore = useRestoreBackup(server.id);
  const remove = useDeleteBackup(server.id);
  const outcome = useOutcome();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const pendingName = pending?.backup.name;

  const ask = (action: PendingAction) => {
    setPending(action);
    setConfirmOpen(true);
  };

  let lists;
  if (backups.isPending) {
    lists = <LoadingCard title={t`Backups`} label={t`Loading the backups`} />;
  } else if (backups.isError) {
    lists = (
      <Card title={t`Backups`}>
        <SectionError title={t`The backups could not be loaded`} error={backups.error} onRetry={() => void backups.refetch()} />
      </Card>
    );
  } else {
    const { live, deleted_servers: deleted } = backups.data;
    lists = (
      <>
        <Card title={t`Backups of this server`}>
          {live.length ? (
            <BackupList backups={live} label={t`Backups of ${serverName}`} deletedServers={false} onAction={ask} />
          ) : (
            <EmptyState headingLevel={3} title={t`No backups yet`} description={t`Create one above to keep a copy you can go back to.`} />
          )}
        </Card>
        <Card
          title={t`Backups of deleted servers`}
          description={t`When you delete a server its backups stay here for a while. Restore one onto ${serverName} to bring that server's setup back.`}
        >
          {deleted.length ? (
            <BackupList backups={deleted} label={t`Backups of deleted servers`} deletedServers onAction={ask} />
          ) : (
            <EmptyState headingLevel={3} title={t`No backups of deleted servers`} />
          )}
        </Card>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <CreateBackupCard server={server} onCreated={outcome.done} />
      {lists}
      {pending ? (
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={pending.kind === 'restore' ? t`Restore “${pendingName}”?` : t`Delete “${pendingName}”?`}
          description={
            pending.kind === 'restore' ? (
              restoreDescription(server, pending)
            ) : (
              <p>
                <Trans>The backup is deleted for good; it cannot be restored afterwards.</Trans>
              </p>
            )
          }
          confirmLabel={pending.kind === 'restore' ? t`Restore backup` : t`Delete backup`}
          tone={pending.kind === 'delete' ? 'danger' : 'default'}
          onConfirm={async () => {
            try {
              if (pending.kind === 'restore') {
                const answer = await restore.mutateAsync(pending.backup.id);
                outcome.done(answer.message, t`The backup is being restored.`);
              } else {
                const answer = await remove.mutateAsync(pending.backup.id);
                outcome.poof(answer.message, t`The backup has been deleted.`);
              }
            } catch (error) {
              outcome.failed(error);
            }
          }}
        />
      ) : null}
      {outcome.dialog}
    </Stack>
  );
}
