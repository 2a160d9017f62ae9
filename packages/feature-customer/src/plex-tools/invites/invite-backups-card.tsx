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
  return count === 1 ? '1 invite' : `${count} invites`;
}

function BackupInvites({ backup }: { backup: PlexToolsInviteBackup }) {
  const detail = useInviteBackup(backup.id);
  if (detail.isPending) return <SkeletonText lines={3} aria-label="Loading the backup" />;
  if (detail.isError) return <SectionError title="The backup could not be opened" error={detail.error} onRetry={() => void detail.refetch()} />;
  const invites = detail.data.invites;
  if (invites.length === 0) return <p className={styles.muted}>This backup keeps no invites.</p>;
  return (
    <ul className={styles.recordList} aria-label={`Invites in ${backup.name}`}>
      {invites.map((invite) => (
        <li key={invite.id} className={styles.record}>
          <div className={styles.recordMain}>
            <p className={styles.recordTitle}>{invite.email ?? invite.username ?? 'Someone'}</p>
            {invite.status ? <p className={styles.muted}>{invite.status}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A server's invite list as it was saved, kept to bring the invites back after a move or a rebuild. */
export function InviteBackupsCard({ onOutcome }: { onOutcome: (outcome: Outcome) => void }) {
  const backups = useInviteBackups();
  const remove = useDeleteInviteBackup();
  const [deleting, setDeleting] = useState<PlexToolsInviteBackup | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>(undefined);
  const [viewing, setViewing] = useState<PlexToolsInviteBackup | null>(null);

  const description = 'Saved lists of the people each server was shared with. Back up a server’s invites while signed in to Plex, before moving or rebuilding it.';
  if (backups.isPending) return <ToolLoading label="Loading your invite backups" />;
  if (backups.isError) {
    return (
      <Card title="Invite backups" description={description}>
        <SectionError title="The invite backups could not be loaded" error={backups.error} onRetry={() => void backups.refetch()} />
      </Card>
    );
  }

  return (
    <Card title="Invite backups" description={description}>
      {backups.data.length === 0 ? (
        <EmptyState headingLevel={3} title="No invite backups" description="Backups you make of a server’s invite list appear here." />
      ) : (
        <ul className={styles.recordList} aria-label="Invite backups">
          {backups.data.map((backup) => (
            <li key={backup.id} className={styles.record}>
              <div className={styles.recordMain}>
                <p className={styles.recordTitle}>{backup.name}</p>
                <p className={styles.muted}>
                  {backup.server_name} · {countInvites(backup.invites_count)} · saved {formatDate(backup.created_at)}
                </p>
              </div>
              <div className={styles.recordActions}>
                <Button size="sm" variant="secondary" onClick={() => setViewing(backup)} aria-label={`Show the invites in ${backup.name}`}>
                  Show invites
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Delete ${backup.name}`}
                  onClick={() => {
                    setDeleteError(undefined);
                    setDeleting(backup);
                  }}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ViewDialog
        item={viewing}
        onClose={() => setViewing(null)}
        title={(backup) => backup.name}
        description={(backup) => `${backup.server_name}, saved ${formatDateTime(backup.created_at)}.`}
      >
        {(backup) => <BackupInvites backup={backup} />}
      </ViewDialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this invite backup?"
        description={deleting ? `“${deleting.name}” of ${deleting.server_name} will be gone for good. The invites on the server stay as they are.` : ''}
        confirmLabel="Delete backup"
        tone="danger"
        error={deleteError}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting);
            onOutcome(poof(answer.message, 'The invite backup has been deleted.'));
          } catch (error) {
            setDeleteError(failureMessage(error));
            throw error;
          }
        }}
      />
    </Card>
  );
}
