import type { InviteBackup, Server } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ViewDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { SectionError } from '@portal/ui-kit/section';
import { Spinner } from '@portal/ui-kit/spinner';
import { useState } from 'react';
import { LoadingCard } from '../shared/loading-card.tsx';
import * as styles from '../shared/sections.css.ts';
import { useInviteBackup } from './api/get-invite-backup.ts';
import { useInviteBackups } from './api/get-invite-backups.ts';
import { InviteList } from './invite-list.tsx';

function BackupInvites({ server, backup }: { server: Server; backup: InviteBackup }) {
  const invites = useInviteBackup(server.id, backup.id);
  if (invites.isPending) return <Spinner label="Loading the invites of this backup" showLabel />;
  if (invites.isError) {
    return <SectionError title="The backup could not be read" error={invites.error} onRetry={() => void invites.refetch()} />;
  }
  if (!invites.data.length) return <EmptyState headingLevel={3} title="This backup holds no invites" />;
  return <InviteList invites={invites.data} label={`Invites in ${backup.name}`} />;
}

function count(backup: InviteBackup): string {
  if (backup.invites_count === undefined) return '';
  return backup.invites_count === 1 ? '1 invite · ' : `${backup.invites_count} invites · `;
}

/** Copies of the server's invite list made with the Plex tools; each one can be opened. */
export function InviteBackupsCard({ server }: { server: Server }) {
  const backups = useInviteBackups(server.id);
  const [open, setOpen] = useState<InviteBackup | null>(null);

  if (backups.isPending) return <LoadingCard title="Invite backups" label="Loading the invite backups" lines={2} />;
  if (backups.isError) {
    return (
      <Card title="Invite backups">
        <SectionError title="The invite backups could not be loaded" error={backups.error} onRetry={() => void backups.refetch()} />
      </Card>
    );
  }

  return (
    <Card title="Invite backups" description={`Copies of the invite list of ${server.name}, made with the Plex tools.`}>
      {backups.data.length ? (
        <ul className={styles.list} aria-label={`Invite backups of ${server.name}`}>
          {backups.data.map((backup) => (
            <li key={backup.id} className={styles.item}>
              <div className={styles.itemText}>
                <h3 className={styles.itemTitle}>{backup.name}</h3>
                <p className={styles.itemMeta}>
                  {count(backup)}
                  <time dateTime={backup.created_at}>{formatDateTime(backup.created_at)}</time>
                </p>
              </div>
              <Button size="sm" variant="secondary" aria-label={`View the invites of ${backup.name}`} onClick={() => setOpen(backup)}>
                View invites
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState headingLevel={3} title="No invite backups" description="Invite backups made with the Plex tools show up here." />
      )}
      <ViewDialog
        item={open}
        onClose={() => setOpen(null)}
        title={(backup) => backup.name}
        description={(backup) => `Taken ${formatDateTime(backup.created_at)}.`}
        hideCloseButton
      >
        {(backup) => <BackupInvites server={server} backup={backup} />}
      </ViewDialog>
    </Card>
  );
}
