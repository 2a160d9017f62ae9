import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { failureStatus, useOutcome } from '@portal/ui-kit/outcome';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useState } from 'react';
import { Link } from 'react-router';
import { useWhmcsInvite } from '../api/get-invite.ts';
import type { InviteAddress } from '../api/keys.ts';
import type { WhmcsInvite } from '../api/types.ts';
import { useInviteAction } from '../api/run-invite-action.ts';
import { Detail, When } from '../shared/details.tsx';
import { containerPath, INVITE_STATUS } from '../shared/labels.ts';
import { WhmcsNotFound } from '../shared/not-found.tsx';
import { useWhmcsIds } from '../shared/route-ids.ts';
import * as styles from '../shared/whmcs.css.ts';

/** Send again and revoke, while the invite can still be accepted (or has just expired). */
function InviteControls({ address, invite }: { address: InviteAddress; invite: WhmcsInvite }) {
  const { t } = useLingui();
  const act = useInviteAction(address);
  const outcome = useOutcome();
  const [revoking, setRevoking] = useState(false);
  const open = invite.status === 'pending' || invite.status === 'expired';
  const email = invite.email;
  const key = invite.key;
  return (
    <>
      {open ? (
        <div className={styles.row}>
          <Button
            variant="secondary"
            loading={act.isPending && act.variables === 'resend'}
            onClick={() => void outcome.run(() => act.mutateAsync('resend'), { success: t`The invite has been sent again.` })}
          >
            <Trans>Send again</Trans>
          </Button>
          <Button variant="danger" onClick={() => setRevoking(true)}>
            <Trans>Revoke</Trans>
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>
          {invite.status === 'accepted' ? <Trans>The client has claimed the server with this key.</Trans> : <Trans>This key no longer works.</Trans>}
        </p>
      )}
      <ConfirmDialog
        open={revoking}
        onOpenChange={setRevoking}
        title={t`Revoke the invite to ${email}?`}
        description={t`The key ${key} stops working at once. You can send the client a new invite from WHMCS.`}
        confirmLabel={t`Revoke invite`}
        tone="danger"
        onConfirm={async () => {
          try {
            outcome.done((await act.mutateAsync('revoke')).message, t`The invite has been revoked.`);
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />
      {outcome.dialog}
    </>
  );
}

function InviteView({ address, invite }: { address: InviteAddress; invite: WhmcsInvite }) {
  const { t } = useLingui();
  const status = INVITE_STATUS[invite.status];
  const container = invite.container_name ?? `#${address.containerId}`;
  const resends = invite.resends ?? 0;
  return (
    <Card title={invite.email} description={t`Invite to ${container}`} actions={<Badge tone={status.tone}>{t(status.label)}</Badge>}>
      <Stack gap="lg">
        <dl className={styles.details}>
          <Detail term={t`Invite key`}>
            <span className={styles.code}>{invite.key}</span>
          </Detail>
          <Detail term={t`E-mail address`}>{invite.email}</Detail>
          <Detail term={t`Status`}>{t(status.label)}</Detail>
          <Detail term={t`Created`}>
            <When value={invite.created_at} />
          </Detail>
          <Detail term={t`Last sent`}>
            <span>
              <When value={invite.sent_at} />
            </span>
            {resends > 0 ? (
              <span className={styles.muted}>
                <Plural value={resends} one="Sent again once" other="Sent again # times" />
              </span>
            ) : null}
          </Detail>
          {invite.status === 'accepted' ? (
            <Detail term={t`Accepted`}>
              <When value={invite.accepted_at} />
            </Detail>
          ) : invite.expires_at ? (
            <Detail term={invite.status === 'expired' ? t`Expired` : t`Expires`}>
              <When value={invite.expires_at} />
            </Detail>
          ) : null}
        </dl>
        <InviteControls address={address} invite={invite} />
        <p className={styles.text}>
          <TextLink asChild>
            <Link to={containerPath(address.nodeId, address.containerId)}>
              <Trans>Every invite of {container}</Trans>
            </Link>
          </TextLink>
        </p>
      </Stack>
    </Card>
  );
}

/** `/app/reseller-panel/whmcs/node/{node}/server/{container}/invites/{invite}`: one invite key, to send again or revoke. */
export default function WhmcsInviteScreen() {
  const { t } = useLingui();
  const { nodeId, containerId, inviteId } = useWhmcsIds();
  const address: InviteAddress = { nodeId, containerId, inviteId };
  const invite = useWhmcsInvite(address);
  if (invite.isError && !invite.data) {
    if (failureStatus(invite.error) === 404) {
      return (
        <WhmcsNotFound
          title={t`Invite not found`}
          description={t`This invite does not exist, or it belongs to another container.`}
          back={{ to: containerPath(nodeId, containerId), label: t`Back to the container` }}
        />
      );
    }
    return <SectionError headingLevel={2} title={t`The invite could not be loaded`} error={invite.error} onRetry={() => void invite.refetch()} />;
  }
  if (!invite.data) return <SectionLoading label={t`Loading the invite`} />;
  return <InviteView address={address} invite={invite.data} />;
}
