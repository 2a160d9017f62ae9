import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlexToolsInviteBackup } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog, ViewDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatDate, formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { failureMessage, type Outcome, poof } from '@portal/ui-kit/outcome';
import { SectionError } from '@portal/ui-kit/section';
import { SkeletonText } from '@portal/ui-kit/skeleton';
import { useState } from 'react';
import { useDeleteInviteBackup } from '../api/delete-invite-backup.ts';
import { useInviteBackup } from '../api/get-invite-backup.ts';
import { useInviteBackups } from '../api/get-invite-backups.ts';
import * as styles from '../shared/plex-tools.css.ts';
import { ToolLoading } from '../shared/tool-loading.tsx';

function countInvites(count: number | undefined): string {
  if (count === undefined) return '';
  return plural(count, { one: '# invite', other: '# invites' });
}

function BackupInvites({ backup }: { backup: PlexToolsInviteBackup }) {
  const { t } = useLingui();
  const detail = useInviteBackup(backup.id);
  if (detail.isPending) return <SkeletonText lines={3} aria-label={t`Loading the backup`} />;
  if (detail.isError) return <SectionError title={t`The backup could not be opened`} error={detail.error} onRetry={() => void detail.refetch()} />;
  const invites = detail.data.invites;
  if (invites.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>This backup keeps no invites.</Trans>
      </p>
    );
  }
  const backupName = backup.name;
  return (
    <ul className={styles.recordList} aria-label={t`Invites in ${backupName}`}>
      {invites.map((invite) => (
        <li key={invite.id} className={styles.record}>
          <div className={styles.recordMain}>
            <p className={styles.recordTitle}>{invite.email ?? invite.username ?? t`Someone`}</p>
            {invite.status ? <p className={styles.muted}>{invite.status}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A server's invite list as it was saved, kept to bring the invites back after a move or a rebuild. */
export function InviteBackupsCard({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const { t } = useLingui();
  const backups = useInviteBackups();
  const remove = useDeleteInviteBackup();
  const [deleting, setDeleting] = useState<PlexToolsInviteBackup | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>(undefined);
  const [viewing, setViewing] = useState<PlexToolsInviteBackup | null>(null);

  const description = t`Saved lists of the people each server was shared with. Back up a server’s invites while signed in to Plex, before moving or rebuilding it.`;
  if (backups.isPending) return <ToolLoading label={t`Loading your invite backups`} />;
  if (backups.isError) {
    return (
      <Card title={t`Invite backups`} description={description}>
        <SectionError title={t`The invite backups could not be loaded`} error={backups.error} onRetry={() => void backups.refetch()} />
      </Card>
    );
  }

  const deletingName = deleting?.name;
  const deletingServer = deleting?.server_name;
  return (
    <Card title={t`Invite backups`} description={description}>
      {backups.data.length === 0 ? (
        <EmptyState headingLevel={3} title={t`No invite backups`} description={t`Backups you make of a server’s invite list appear here.`} />
      ) : (
        <ul className={styles.recordList} aria-label={t`Invite backups`}>
          {backups.data.map((backup) => {
            const serverName = backup.server_name;
            const count = countInvites(backup.invites_count);
            const savedOn = formatDate(backup.created_at);
            const backupName = backup.name;
            return (
              <li key={backup.id} className={styles.record}>
                <div className={styles.recordMain}>
                  <p className={styles.recordTitle}>{backup.name}</p>
                  <p className={styles.muted}>
                    <Trans>
                      {serverName} · {count} · saved {savedOn}
                    </Trans>
                  </p>
                </div>
                <div className={styles.recordActions}>
                  <Button size="sm" variant="secondary" onClick={() => setViewing(backup)} aria-label={t`Show the invites in ${backupName}`}>
                    <Trans>Show invites</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={t`Delete ${backupName}`}
                    onClick={() => {
                      setDeleteError(undefined);
                      setDeleting(backup);
                    }}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <ViewDialog
        item={viewing}
        onClose={() => setViewing(null)}
        title={(backup) => backup.name}
        description={(backup) => {
          const serverName = backup.server_name;
          const savedAt = formatDateTime(backup.created_at);
          return t`${serverName}, saved ${savedAt}.`;
        }}
      >
        {(backup) => <BackupInvites backup={backup} />}
      </ViewDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete this invite backup?`}
        description={deleting ? t`“${deletingName}” of ${deletingServer} will be gone for good. The invites on the server stay as they are.` : ''}
        confirmLabel={t`Delete backup`}
        tone="danger"
        error={deleteError}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting);
            onOutcome(poof(answer.message, t`The invite backup has been deleted.`));
          } catch (error) {
            setDeleteError(failureMessage(error));
            throw error;
          }
        }}
      />
    </Card>
  );
}
