import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatMoney } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { failureStatus } from '@portal/ui-kit/outcome';
import { EmptyState, SectionError, SectionLoading } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useWhmcsContainer } from '../api/get-container.ts';
import type { WhmcsContainerDetail, WhmcsInvite, WhmcsService } from '../api/types.ts';
import { Detail, When } from '../shared/details.tsx';
import { INVITE_STATUS, invitePath, nodePath } from '../shared/labels.ts';
import { WhmcsNotFound } from '../shared/not-found.tsx';
import { useWhmcsIds } from '../shared/route-ids.ts';
import { ServiceBadge } from '../shared/service-badge.tsx';
import * as styles from '../shared/whmcs.css.ts';

const TYPE_NAMES = { plex: 'Plex', emby: 'Emby', jellyfin: 'Jellyfin' } as const;

function ServiceDetails({ service }: { service: WhmcsService }) {
  const { t } = useLingui();
  const { client, product } = service;
  const amount = service.amount && service.currency ? formatMoney(service.amount, service.currency) : service.amount;
  const cycle = service.billing_cycle;
  return (
    <dl className={styles.details}>
      <Detail term={t`Service id`}>{`#${service.id}`}</Detail>
      <Detail term={t`Status`}>
        <ServiceBadge service={service} />
      </Detail>
      <Detail term={t`Client`}>
        <span>{client.name}</span>
        {client.email ? <span className={styles.muted}>{client.email}</span> : null}
      </Detail>
      <Detail term={t`Client id`}>{`#${client.id}`}</Detail>
      <Detail term={t`WHMCS product`}>{product ? product.name : t`Not given`}</Detail>
      <Detail term={t`Billing`}>{amount && cycle ? t`${amount} · ${cycle}` : (cycle ?? t`Not given`)}</Detail>
      <Detail term={t`Next due`}>
        <When value={service.next_due_date} day />
      </Detail>
      <Detail term={t`Ordered`}>
        <When value={service.registered_at} day />
      </Detail>
    </dl>
  );
}

function InviteItem({ nodeId, containerId, invite }: { nodeId: number; containerId: number; invite: WhmcsInvite }) {
  const { t } = useLingui();
  const status = INVITE_STATUS[invite.status];
  return (
    <ListCard>
      <div>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={invitePath(nodeId, containerId, invite.id)}>{invite.email}</Link>
          </ListCardLink>
        </ListCardTitle>
        <span className={styles.code}>{invite.key}</span>
      </div>
      <span className={styles.row}>
        <span className={styles.muted}>
          <When value={invite.sent_at ?? invite.created_at} />
        </span>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </span>
    </ListCard>
  );
}

function ContainerView({ nodeId, detail }: { nodeId: number; detail: WhmcsContainerDetail }) {
  const { t } = useLingui();
  const { container, invites } = detail;
  const name = container.name;
  const nodeAlias = detail.node_alias ?? `#${nodeId}`;
  return (
    <Stack gap="xl">
      <Card title={t`Container ${name}`} description={container.server_name ?? undefined} actions={<ServiceBadge service={container.service} />}>
        <Stack gap="lg">
          <dl className={styles.details}>
            <Detail term={t`Node`}>
              <TextLink asChild>
                <Link to={nodePath(nodeId)}>{nodeAlias}</Link>
              </TextLink>
            </Detail>
            <Detail term={t`Media server`}>{TYPE_NAMES[container.type]}</Detail>
          </dl>
          <h3 className={styles.panelHeading}>
            <Trans>WHMCS service</Trans>
          </h3>
          {container.service ? (
            <ServiceDetails service={container.service} />
          ) : (
            <p className={styles.muted}>
              <Trans>No WHMCS service bills this container: it was set up by hand.</Trans>
            </p>
          )}
        </Stack>
      </Card>
      <Card title={t`Invites`} description={t`The keys sent to the client to claim this server in the portal.`}>
        {invites.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No invites yet`} description={t`When WHMCS creates the server, the client gets an invite; it shows here.`} />
        ) : (
          <ListCardList aria-label={t`Invites of ${name}`}>
            {invites.map((invite) => (
              <InviteItem key={invite.id} nodeId={nodeId} containerId={container.id} invite={invite} />
            ))}
          </ListCardList>
        )}
      </Card>
    </Stack>
  );
}

/** `/app/reseller-panel/whmcs/node/{node}/server/{container}`: a container with its WHMCS service and client, and its invites. */
export default function WhmcsContainerScreen() {
  const { t } = useLingui();
  const { nodeId, containerId } = useWhmcsIds();
  const container = useWhmcsContainer(nodeId, containerId);
  if (container.isPending) return <SectionLoading label={t`Loading the container`} />;
  if (container.isError) {
    if (failureStatus(container.error) === 404) {
      return (
        <WhmcsNotFound
          title={t`Container not found`}
          description={t`This container does not exist, or it is not on a node you manage.`}
          back={{ to: nodePath(nodeId), label: t`Back to the node` }}
        />
      );
    }
    return <SectionError headingLevel={2} title={t`The container could not be loaded`} error={container.error} onRetry={() => void container.refetch()} />;
  }
  return <ContainerView nodeId={nodeId} detail={container.data} />;
}
