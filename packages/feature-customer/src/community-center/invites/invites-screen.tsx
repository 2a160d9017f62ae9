import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CommunityInvite } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Badge, type BadgeTone } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDate } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useInvites } from '../api/get-invites.ts';
import { useRevokeInvite } from '../api/revoke-invite.ts';
import * as styles from '../community.css.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import { InviteForm } from './invite-form.tsx';

const STATUS: Record<CommunityInvite['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`Pending`, tone: 'info' },
  accepted: { label: msg`Accepted`, tone: 'success' },
  expired: { label: msg`Expired`, tone: 'neutral' },
  revoked: { label: msg`Revoked`, tone: 'neutral' },
};

function inviteDates(invite: CommunityInvite): string {
  const sentOn = formatDate(invite.sent_at);
  const expiresOn = formatDate(invite.expires_at);
  switch (invite.status) {
    case 'pending':
      return t`Sent ${sentOn} · valid until ${expiresOn}`;
    case 'accepted': {
      if (!invite.accepted_at) return t`Sent ${sentOn}`;
      const acceptedOn = formatDate(invite.accepted_at);
      return t`Sent ${sentOn} · accepted ${acceptedOn}`;
    }
    case 'expired':
      return t`Sent ${sentOn} · expired ${expiresOn}`;
    case 'revoked':
      return t`Sent ${sentOn} · revoked`;
  }
}

function InviteItem({ invite, onRevoke }: { invite: CommunityInvite; onRevoke: (invite: CommunityInvite) => void }) {
  const { t } = useLingui();
  const status = STATUS[invite.status];
  const email = invite.email;
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemTitle}>{invite.email}</p>
        <p className={styles.meta}>{inviteDates(invite)}</p>
        {invite.message ? <p className={styles.note}>“{invite.message}”</p> : null}
      </div>
      <div className={styles.itemSide}>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
        {invite.status === 'pending' ? (
          <Button variant="secondary" size="sm" aria-label={t`Revoke the invite to ${email}`} onClick={() => onRevoke(invite)}>
            <Trans>Revoke</Trans>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** `/app/community-center/invites`: invite friends to the service and follow what became of each invite. */
export default function InvitesScreen() {
  const { t } = useLingui();
  const invites = useInvites();
  const revoke = useRevokeInvite();
  const outcome = useOutcome();
  const [revoking, setRevoking] = useState<CommunityInvite | null>(null);

  if (invites.isPending) return <SectionLoading label={t`Loading your invites`} />;
  if (invites.isError) {
    return <ErrorState title={t`Your invites could not be loaded`} error={invites.error} onRetry={() => void invites.refetch()} />;
  }

  const { invites: list, limit, remaining } = invites.data;
  const accepted = list.filter((invite) => invite.status === 'accepted').length;
  const revokingEmail = revoking?.email;

  return (
    <Stack gap="xl">
      <Card
        title={t`Invite a friend`}
        description={t`Know someone who would enjoy a server of their own? Send them an invite; it stays valid for two weeks.`}
        actions={<Badge tone={remaining > 0 ? 'info' : 'warning'}>{t`${remaining} of ${limit} invites left`}</Badge>}
      >
        {remaining > 0 ? (
          <InviteForm onSent={(message) => outcome.done(message, t`The invite has been sent.`)} />
        ) : (
          <Alert tone="warning" title={t`Every open invite is in use`}>
            {t`You can have ${limit} invites waiting at once. Revoke one below, or wait until one is accepted or expires.`}
          </Alert>
        )}
      </Card>
      <Card
        title={t`Your invites`}
        description={list.length > 0 ? plural(list.length, { one: `${accepted} of # invite accepted.`, other: `${accepted} of # invites accepted.` }) : undefined}
      >
        {list.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No invites yet`} description={t`The friends you invite show up here, with whether they have joined.`} />
        ) : (
          <ul className={styles.list} aria-label={t`Your invites`}>
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
        title={t`Revoke this invite?`}
        description={revoking ? t`The link sent to ${revokingEmail} stops working, and its place is free for someone else.` : ''}
        confirmLabel={t`Revoke invite`}
        cancelLabel={t`Keep invite`}
        tone="danger"
        onConfirm={async () => {
          if (!revoking) return;
          try {
            const answer = await revoke.mutateAsync(revoking.id);
            outcome.done(answer.message, t`The invite has been revoked.`);
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </Stack>
  );
}
