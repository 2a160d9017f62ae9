import type { PlexToolsInvite } from '@portal/api-client';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatDate } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { SectionError } from '@portal/ui-kit/section';
import type { usePlexInvites } from '../api/get-plex-invites.ts';
import * as styles from '../shared/plex-tools.css.ts';
import { ToolLoading } from '../shared/tool-loading.tsx';

const STATUS_TONE: Record<string, BadgeTone> = { accepted: 'success', pending: 'info', declined: 'danger', expired: 'neutral' };

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

function InviteItem({ invite }: { invite: PlexToolsInvite }) {
  const who = invite.email ?? invite.username ?? 'Someone';
  return (
    <li className={styles.record}>
      <div className={styles.recordMain}>
        <p className={styles.recordTitle}>{who}</p>
        <p className={styles.muted}>
          {invite.server_name}
          {invite.username && invite.email ? ` · ${invite.username}` : ''}
          {invite.created_at ? ` · invited ${formatDate(invite.created_at)}` : ''}
        </p>
      </div>
      {invite.status ? <Badge tone={STATUS_TONE[invite.status] ?? 'neutral'}>{statusLabel(invite.status)}</Badge> : null}
    </li>
  );
}

/** The invites of every server the signed-in Plex account owns. */
export function InvitesCard({ account, invites, onSignOut }: { account: string; invites: ReturnType<typeof usePlexInvites>; onSignOut: () => void }) {
  const actions = (
    <Button size="sm" variant="ghost" onClick={onSignOut}>
      Sign out of Plex
    </Button>
  );
  if (invites.isPending) return <ToolLoading label="Loading your invites" />;
  if (invites.isError) {
    return (
      <Card title="Your invites" actions={actions}>
        <SectionError title="The invites could not be loaded" error={invites.error} onRetry={() => void invites.refetch()} />
      </Card>
    );
  }
  const list = invites.data.invites;
  return (
    <Card title="Your invites" description={`Signed in to Plex as ${account}.`} actions={actions}>
      {list.length === 0 ? (
        <EmptyState headingLevel={3} title="Nobody invited yet" description="Invite someone below: they accept in their Plex apps." />
      ) : (
        <ul className={styles.recordList} aria-label="Invites">
          {list.map((invite) => (
            <InviteItem key={`${invite.server_id}-${invite.id}`} invite={invite} />
          ))}
        </ul>
      )}
    </Card>
  );
}
