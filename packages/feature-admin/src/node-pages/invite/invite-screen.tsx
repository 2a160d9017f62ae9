import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDateTime, formatRelativeTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { useOutcome } from '@portal/ui-kit/outcome';
import { SectionLoading } from '@portal/ui-kit/section';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useContainerInvite, type InviteAddress } from '../api/get-container-invite.ts';
import { useResendContainerInvite } from '../api/resend-container-invite.ts';
import { useRevokeContainerInvite } from '../api/revoke-container-invite.ts';
import type { ContainerInvite } from '../api/types.ts';
import { inviteStatus } from '../shared/labels.ts';
import * as styles from '../shared/node-pages.css.ts';
import { RequesterName } from '../shared/requester.tsx';
import { useRouteIds } from '../shared/route-ids.ts';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function Moment({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatRelativeTime(value)}>
      {formatDateTime(value)}
    </time>
  );
}

function NotGiven() {
  return (
    <span className={styles.muted}>
      <Trans>Not given</Trans>
    </span>
  );
}

function InviteActions({ invite, address }: { invite: ContainerInvite; address: InviteAddress }) {
  const { t } = useLingui();
  const revoke = useRevokeContainerInvite(address);
  const resend = useResendContainerInvite(address);
  const outcome = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const status = invite.status.toLowerCase();
  const canResend = (status === 'pending' || status === 'expired') && Boolean(invite.email);
  const canRevoke = status !== 'revoked';
  const email = invite.email ?? invite.username ?? '';
  const serverName = invite.server?.name ?? '';

  // The dialogs stay when the buttons go (a revoked invite has none): the outcome is still to be read.
  return (
    <div className={styles.actions}>
      {canResend ? (
        <Button
          variant="secondary"
          loading={resend.isPending}
          onClick={() => void outcome.run(() => resend.mutateAsync(), { success: t`The invite has been sent again.`, rethrowValidation: false })}
        >
          <Trans>Send again</Trans>
        </Button>
      ) : null}
      {canRevoke ? (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Revoke invite</Trans>
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Revoke the invite to ${email}?`}
        description={
          serverName
            ? t`${email} can no longer accept it, and loses access to ${serverName} if they already have.`
            : t`${email} can no longer accept it, and loses access if they already have.`
        }
        confirmLabel={t`Revoke invite`}
        tone="danger"
        onConfirm={async () => {
          try {
            const answer = await revoke.mutateAsync();
            outcome.done(answer.message, t`The invite has been revoked.`);
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </div>
  );
}

function InviteDetails({ invite, address }: { invite: ContainerInvite; address: InviteAddress }) {
  const { t } = useLingui();
  const id = invite.id;
  const who = invite.name || invite.username || invite.email || t`Invite #${id}`;
  const status = inviteStatus(invite.status);
  const serverName = invite.server?.name;
  const libraries = invite.libraries;
  return (
    <Card
      title={who}
      description={serverName ? t`Invite to ${serverName}` : t`Invite to this server`}
      actions={<Badge tone={status.tone}>{typeof status.label === 'string' ? status.label : t(status.label)}</Badge>}
    >
      <div className={styles.stack}>
        <dl className={styles.details}>
          <Detail term={t`Name`}>{invite.name ? invite.name : <NotGiven />}</Detail>
          <Detail term={t`E-mail address`}>{invite.email ? invite.email : <NotGiven />}</Detail>
          {invite.username ? <Detail term={t`Username`}>{invite.username}</Detail> : null}
          <Detail term={t`Status`}>{typeof status.label === 'string' ? status.label : t(status.label)}</Detail>
          <Detail term={t`Libraries`}>
            {libraries === undefined ? (
              <NotGiven />
            ) : libraries.length ? (
              <ul className={styles.chips} aria-label={t`Libraries it opens`}>
                {libraries.map((library) => (
                  <li key={library.id} className={styles.chip}>
                    {library.name}
                  </li>
                ))}
              </ul>
            ) : (
              <span className={styles.muted}>
                <Trans>No libraries</Trans>
              </span>
            )}
          </Detail>
          <Detail term={t`Invited`}>{invite.created_at ? <Moment value={invite.created_at} /> : <NotGiven />}</Detail>
          <Detail term={t`Expires`}>
            {invite.expires_at ? (
              <Moment value={invite.expires_at} />
            ) : (
              <span className={styles.muted}>
                <Trans>Does not expire</Trans>
              </span>
            )}
          </Detail>
          {invite.resent_at ? (
            <Detail term={t`Sent again`}>
              <Moment value={invite.resent_at} />
            </Detail>
          ) : null}
          {invite.invited_by !== undefined ? (
            <Detail term={t`Invited by`}>
              <RequesterName requester={invite.invited_by} />
            </Detail>
          ) : null}
        </dl>
        <InviteActions invite={invite} address={address} />
        <p className={styles.value}>
          <TextLink asChild>
            <Link to={`/admin/nodes/${address.nodeId}/container/${address.containerId}`}>
              {serverName ? <Trans>Every invite of {serverName}</Trans> : <Trans>Every invite of this server</Trans>}
            </Link>
          </TextLink>
        </p>
      </div>
    </Card>
  );
}

/** `/app/admin/nodes/:node/container/:container/invites/:invite`: one invite of the container's media server, to send again or revoke. */
export default function InviteScreen() {
  const { t } = useLingui();
  const address = useRouteIds();
  const invite = useContainerInvite(address);
  if (invite.isError && !invite.data) {
    return <ErrorState headingLevel={2} title={t`The invite could not be loaded`} error={invite.error} onRetry={() => void invite.refetch()} />;
  }
  if (!invite.data) return <SectionLoading label={t`Loading the invite`} />;
  return <InviteDetails invite={invite.data} address={address} />;
}
