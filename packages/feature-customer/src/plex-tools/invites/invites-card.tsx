import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlexToolsInvite } from '@portal/api-client';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { formatDate } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { SectionError } from '@portal/ui-kit/section';
import type { usePlexInvites } from '../api/get-plex-invites.ts';
import * as styles from '../shared/plex-tools.css.ts';
import { ToolLoading } from '../shared/tool-loading.tsx';

const STATUS_TONE: Record<string, BadgeTone> = { accepted: 'success', pending: 'info', declined: 'danger', expired: 'neutral' };

const STATUS_LABEL: Record<string, MessageDescriptor> = { accepted: msg`Accepted`, pending: msg`Pending`, declined: msg`Declined`, expired: msg`Expired` };

/** The known states in the page's language; another state from Plex as Plex names it. */
function statusLabel(status: string): string {
  const label = STATUS_LABEL[status];
  return label ? t(label) : status.charAt(0).toUpperCase() + status.slice(1);
}

function InviteItem({ invite }: { invite: PlexToolsInvite }) {
  const { t } = useLingui();
  const who = invite.email ?? invite.username ?? t`Someone`;
  const invitedOn = invite.created_at ? formatDate(invite.created_at) : '';
  const invited = invite.created_at ? t`invited ${invitedOn}` : '';
  return (
    <li className={styles.record}>
      <div className={styles.recordMain}>
        <p className={styles.recordTitle}>{who}</p>
        <p className={styles.muted}>
          {invite.server_name}
          {invite.username && invite.email ? ` · ${invite.username}` : ''}
          {invited ? ` · ${invited}` : ''}
        </p>
      </div>
      {invite.status ? <Badge tone={STATUS_TONE[invite.status] ?? 'neutral'}>{statusLabel(invite.status)}</Badge> : null}
    </li>
  );
}

/** The invites of every server the signed-in Plex account owns. */
export function InvitesCard({ account, invites, onSignOut }: { account: string; invites: ReturnType<typeof usePlexInvites>; onSignOut: () => void }) {
  const { t } = useLingui();
  const actions = (
    <Button size="sm" variant="ghost" onClick={onSignOut}>
      <Trans>Sign out of Plex</Trans>
    </Button>
  );
  if (invites.isPending) return <ToolLoading label={t`Loading your invites`} />;
  if (invites.isError) {
    return (
      <Card title={t`Your invites`} actions={actions}>
        <SectionError title={t`The invites could not be loaded`} error={invites.error} onRetry={() => void invites.refetch()} />
      </Card>
    );
  }
  const list = invites.data.invites;
  return (
    <Card title={t`Your invites`} description={t`Signed in to Plex as ${account}.`} actions={actions}>
      {list.length === 0 ? (
        <EmptyState headingLevel={3} title={t`Nobody invited yet`} description={t`Invite someone below: they accept in their Plex apps.`} />
      ) : (
        <ul className={styles.recordList} aria-label={t`Invites`}>
          {list.map((invite) => (
            <InviteItem key={`${invite.server_id}-${invite.id}`} invite={invite} />
          ))}
        </ul>
      )}
    </Card>
  );
}
