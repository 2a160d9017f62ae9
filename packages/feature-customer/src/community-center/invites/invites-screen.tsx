import type { CommunityInvite } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDate } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useInvites } from '../api/get-invites.ts';
import { useRevokeInvite } from '../api/revoke-invite.ts';
import * as styles from '../community.css.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import { InviteForm } from './invite-form.tsx';

const STATUS: Record<CommunityInvite['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Revoked', tone: 'neutral' },
};

function inviteDates(invite: CommunityInvite): string {
  const sent = `Sent ${formatDate(invite.sent_at)}`;
  switch (invite.status) {
    case 'pending':
      return `${sent} · valid until ${formatDate(invite.expires_at)}`;
    case 'accepted':
      return invite.accepted_at ? `${sent} · accepted ${formatDate(invite.accepted_at)}` : sent;
    case 'expired':
      return `${sent} · expired ${formatDate(invite.expires_at)}`;
    case 'revoked':
      return `${sent} · revoked`;
  }
}

function InviteItem({ invite, onRevoke }: { invite: CommunityInvite; onRevoke: (invite: CommunityInvite) => void }) {
  const status = STATUS[invite.status];
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemTitle}>{invite.email}</p>
        <p className={styles.meta}>{inviteDates(invite)}</p>
        {invite.message ? <p className={styles.note}>“{invite.message}”</p> : null}
      </div>
      <div className={styles.itemSide}>
        <Badge tone={status.tone}>{status.label}</Badge>
        {invite.status === 'pending' ? (
          <Button variant="secondary" size="sm" aria-label={`Revoke the invite to ${invite.email}`} onClick={() => onRevoke(invite)}>
            Revoke
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** `/app/community-center/invites`: invite friends to the service and follow what became of each invite. */
export default function InvitesScreen() {
  const invites = useInvites();
  const revoke = useRevokeInvite();
  const outcome = useOutcome();
  const [revoking, setRevoking] = useState<CommunityInvite | null>(null);

  if (invites.isPending) return <SectionLoading label="Loading your invites" />;
  if (invites.isError) {
    return <ErrorState title="Your invites could not be loaded" error={invites.error} onRetry={() => void invites.refetch()} />;
  }

  const { invites: list, limit, remaining } = invites.data;
  const accepted = list.filter((invite) => invite.status === 'accepted').length;

  return (
    <Stack gap="xl">
      <Card
        title="Invite a friend"
        description="Know someone who would enjoy a server of their own? Send them an invite; it stays valid for two weeks."
        actions={<Badge tone={remaining > 0 ? 'info' : 'warning'}>{`${remaining} of ${limit} invites left`}</Badge>}
      >
        {remaining > 0 ? (
          <InviteForm onSent={(message) => outcome.done(message, 'The invite has been sent.')} />
        ) : (
          <Alert tone="warning" title="Every open invite is in use">
            {`You can have ${limit} invites waiting at once. Revoke one below, or wait until one is accepted or expires.`}
          </Alert>
        )}
      </Card>
      <Card
        title="Your invites"
        description={list.length > 0 ? `${accepted} of ${list.length} ${list.length === 1 ? 'invite' : 'invites'} accepted.` : undefined}
      >
        {list.length === 0 ? (
          <EmptyState headingLevel={3} title="No invites yet" description="The friends you invite show up here, with whether they have joined." />
        ) : (
          <ul className={styles.list} aria-label="Your invites">
            {list.map((invite) => (
              <InviteItem key={invite.id} invite={invite} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </Card>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this invite?"
        description={revoking ? `The link sent to ${revoking.email} stops working, and its place is free for someone else.` : ''}
        confirmLabel="Revoke invite"
        cancelLabel="Keep invite"
        tone="danger"
        onConfirm={async () => {
          if (!revoking) return;
          try {
            const answer = await revoke.mutateAsync(revoking.id);
            outcome.done(answer.message, 'The invite has been revoked.');
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Stack>
  );
}
