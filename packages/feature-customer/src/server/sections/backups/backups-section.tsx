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
import { LoadingCard } from '../shared/loading-card.tsx';
import * as styles from '../shared/sections.css.ts';
import { useCreateBackup, type BackupType, type CreateBackupInput } from './api/create-backup.ts';
import { useDeleteBackup } from './api/delete-backup.ts';
import { useBackups } from './api/get-backups.ts';
import { useRestoreBackup } from './api/restore-backup.ts';

/** The kinds of backup the demo backend and the API accept as `{type}`. */
export const BACKUP_TYPES: { value: BackupType; label: string }[] = [
  { value: 'config', label: 'Configuration only' },
  { value: 'full', label: 'Full server' },
];

const NAME_MAX = 60;

export function backupTypeLabel(type: string): string {
  return BACKUP_TYPES.find((option) => option.value === type)?.label ?? type;
}

export function validateBackup(values: { name: string; type: string }): FormValidationErrors<CreateBackupInput> {
  const name = values.name.trim();
  return {
    name: !name ? 'Enter a name for the backup.' : name.length > NAME_MAX ? `Keep the name to ${NAME_MAX} characters.` : undefined,
    type: values.type ? undefined : 'Choose what the backup holds.',
  };
}

function CreateBackupCard({ server, onCreated }: { server: Server; onCreated: (message: string) => void }) {
  const create = useCreateBackup(server.id);
  const media = SERVER_TYPE_LABELS[server.type];
  return (
    <Card
      title="Create a backup"
      description={`A configuration backup keeps ${media}'s settings, users and watch history; a full backup also keeps its metadata and artwork, and takes longer.`}
    >
      <Form<{ name: string; type: string }>
        aria-label="Create a backup"
        validate={validateBackup}
        onSubmit={async (values, form) => {
          const answer = await create.mutateAsync({ name: values.name.trim(), type: values.type as BackupType });
          form.reset();
          onCreated(answer.message ?? 'The backup has been created.');
        }}
      >
        <Stack gap="md">
          <div className={styles.formRow}>
            <TextField name="name" label="Backup name" placeholder="Before the holidays" maxLength={NAME_MAX} autoComplete="off" required />
            <SelectField name="type" label="Backup type" options={BACKUP_TYPES} defaultValue="config" required />
          </div>
          <FormError />
          <div className={styles.formActions}>
            <SubmitButton>Create backup</SubmitButton>
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
  return (
    <ul className={styles.list} aria-label={label}>
      {backups.map((backup) => (
        <li key={backup.id} className={styles.item}>
          <div className={styles.itemText}>
            <h3 className={styles.itemTitle}>{backup.name}</h3>
            <p className={styles.itemMeta}>
              <Badge tone={backup.type === 'full' ? 'info' : 'neutral'}>{backupTypeLabel(backup.type)}</Badge> {formatBytes(backup.size_bytes) || 'Size unknown'} ·{' '}
              <time dateTime={backup.created_at}>{formatDateTime(backup.created_at)}</time>
            </p>
            {deletedServers && backup.server_name ? <p className={styles.itemMeta}>From {backup.server_name}</p> : null}
          </div>
          <div className={styles.itemActions}>
            <Button size="sm" variant="secondary" aria-label={`Restore ${backup.name}`} onClick={() => onAction({ kind: 'restore', backup, deletedServer: deletedServers })}>
              Restore
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Delete ${backup.name}`} onClick={() => onAction({ kind: 'delete', backup, deletedServer: deletedServers })}>
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

function restoreDescription(server: Server, { backup, deletedServer }: PendingAction) {
  if (deletedServer) {
    const origin = backup.server_name ?? 'a server you deleted';
    return (
      <>
        <p>
          “{backup.name}” was taken of {origin}, which no longer exists. Restoring it puts that server's {backup.type === 'full' ? 'data' : 'configuration'} onto{' '}
          {server.name}, replacing what {server.name} has now.
        </p>
        <p>{server.name} restarts while the backup is restored.</p>
      </>
    );
  }
  return (
    <p>
      {server.name} goes back to how it was when “{backup.name}” was taken ({formatDateTime(backup.created_at)}). Changes made since are lost, and the
      server restarts while the backup is restored.
    </p>
  );
}

/** The server's backups and those of deleted servers: create, restore and delete them. */
export default function BackupsSection({ server }: { server: Server }) {
  const backups = useBackups(server.id);
  const restore = useRestoreBackup(server.id);
  const remove = useDeleteBackup(server.id);
  const outcome = useOutcome();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const ask = (action: PendingAction) => {
    setPending(action);
    setConfirmOpen(true);
  };

  let lists;
  if (backups.isPending) {
    lists = <LoadingCard title="Backups" label="Loading the backups" />;
  } else if (backups.isError) {
    lists = (
      <Card title="Backups">
        <SectionError title="The backups could not be loaded" error={backups.error} onRetry={() => void backups.refetch()} />
      </Card>
    );
  } else {
    const { live, deleted_servers: deleted } = backups.data;
    lists = (
      <>
        <Card title="Backups of this server">
          {live.length ? (
            <BackupList backups={live} label={`Backups of ${server.name}`} deletedServers={false} onAction={ask} />
          ) : (
            <EmptyState headingLevel={3} title="No backups yet" description="Create one above to keep a copy you can go back to." />
          )}
        </Card>
        <Card
          title="Backups of deleted servers"
          description={`When you delete a server its backups stay here for a while. Restore one onto ${server.name} to bring that server's setup back.`}
        >
          {deleted.length ? (
            <BackupList backups={deleted} label="Backups of deleted servers" deletedServers onAction={ask} />
          ) : (
            <EmptyState headingLevel={3} title="No backups of deleted servers" />
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
          title={pending.kind === 'restore' ? `Restore “${pending.backup.name}”?` : `Delete “${pending.backup.name}”?`}
          description={
            pending.kind === 'restore' ? restoreDescription(server, pending) : <p>The backup is deleted for good; it cannot be restored afterwards.</p>
          }
          confirmLabel={pending.kind === 'restore' ? 'Restore backup' : 'Delete backup'}
          tone={pending.kind === 'delete' ? 'danger' : 'default'}
          onConfirm={async () => {
            try {
              if (pending.kind === 'restore') {
                const answer = await restore.mutateAsync(pending.backup.id);
                outcome.done(answer.message, 'The backup is being restored.');
              } else {
                const answer = await remove.mutateAsync(pending.backup.id);
                outcome.poof(answer.message, 'The backup has been deleted.');
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
