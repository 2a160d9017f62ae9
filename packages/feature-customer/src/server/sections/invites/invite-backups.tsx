import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const invites = useInviteBackup(server.id, backup.id);
  const name = backup.name;
  if (invites.isPending) return <Spinner label={t`Loading the invites of this backup`} showLabel />;
  if (invites.isError) {
    return <SectionError title={t`The backup could not be read`} error={invites.error} onRetry={() => void invites.refetch()} />;
  }
  if (!invites.data.length) return <EmptyState headingLevel={3} title={t`This backup holds no invites`} />;
  return <InviteList invites={invites.data} label={t`Invites in ${name}`} />;
}

function count(backup: InviteBackup): string {
  if (backup.invites_count === undefined) return '';
  return plural(backup.invites_count, { one: '# invite · ', other: '# invites · ' });
}

/** Copies of the server's invite list made with the Plex tools; each one can be opened. */
export function InviteBackupsCard({ server }: { server: Server }) {
  const backups = useInviteBackups(server.id);
  const [open, setOpen] = useState<InviteBackup | null>(null);
  const { t } = useLingui();
  const serverName = server.name;

  if (backups.isPending) return <LoadingCard title={t`Invite backups`} label={t`Loading the invite backups`} lines={2} />;
  if (backups.isError) {
    return (
      <Card title={t`Invite backups`}>
        <SectionError title={t`The invite backups could not be loaded`} error={backups.error} onRetry={() => void backups.refetch()} />
      </Card>
    );
  }

  return (
    <Card title={t`Invite backups`} description={t`Copies of the invite list of ${serverName}, made with the Plex tools.`}>
      {backups.data.length ? (
        <ul className={styles.list} aria-label={t`Invite backups of ${serverName}`}>
          {backups.data.map((backup) => {
            const name = backup.name;
            return (
              <li key={backup.id} className={styles.item}>
                <div className={styles.itemText}>
                  <h3 className={styles.itemTitle}>{backup.name}</h3>
                  <p className={styles.itemMeta}>
                    {count(backup)}
                    <time dateTime={backup.created_at}>{formatDateTime(backup.created_at)}</time>
                  </p>
                </div>
                <Button size="sm" variant="secondary" aria-label={t`View the invites of ${name}`} onClick={() => setOpen(backup)}>
                  <Trans>View invites</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState headingLevel={3} title={t`No invite backups`} description={t`Invite backups made with the Plex tools show up here.`} />
      )}
      <ViewDialog
        item={open}
        onClose={() => setOpen(null)}
        title={(backup) => backup.name}
        description={(backup) => {
          const taken = formatDateTime(backup.created_at);
          return t`Taken ${taken}.`;
        }}
        hideCloseButton
      >
        {(backup) => <BackupInvites server={server} backup={backup} />}
      </ViewDialog>
    </Card>
  );
}
