import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SwitchField } from '@portal/ui-kit/field';
import { formatTime } from '@portal/ui-kit/format';
import { AlertIcon, AlertTriangleIcon, CheckCircleIcon } from '@portal/ui-kit/icons';
import { Card, Page, Stack } from '@portal/ui-kit/layout';
import { Skeleton, SkeletonText } from '@portal/ui-kit/skeleton';
import { useSearchParams } from 'react-router';
import { STATUS_REFRESH_MS, useStatus } from './api/get-status.ts';
import { IncidentItem } from './incident-item.tsx';
import { NodeItem } from './node-item.tsx';
import { ServiceItem } from './service-item.tsx';
import { OVERALL } from './status-labels.ts';
import * as styles from './status.css.ts';
import type { PlatformStatus } from './types.ts';

const OVERALL_ICON = { success: CheckCircleIcon, warning: AlertTriangleIcon, error: AlertIcon } as const;

function Overall({ status, onRefresh }: { status: PlatformStatus; onRefresh: () => void }) {
  const { i18n } = useLingui();
  const overall = OVERALL[status.overall];
  const time = formatTime(status.updated_at, { timeStyle: 'medium' });
  const seconds = STATUS_REFRESH_MS / 1000;
  const Icon = OVERALL_ICON[overall.tone];
  return (
    <div className={styles.overall[overall.tone]}>
      <Icon className={styles.overallIcon} size="2rem" />
      <div className={styles.overallText}>
        {/* Only the verdict is live: the time below changes on every refresh and would be announced each time. */}
        <h2 className={styles.overallTitle} aria-live="polite">
          {i18n._(overall.title)}
        </h2>
        <p className={styles.overallMeta}>
          <Trans>
            Updated <time dateTime={status.updated_at}>{time}</time>; this page refreshes every {seconds} seconds.
          </Trans>
        </p>
      </div>
      <div className={styles.overallAction}>
        <Button variant="secondary" size="sm" onClick={onRefresh}>
          <Trans>Refresh now</Trans>
        </Button>
      </div>
    </div>
  );
}

/** The user's servers on a node that is not operational, said plainly before any detail. */
function YourServers({ status }: { status: PlatformStatus }) {
  const { t } = useLingui();
  const affected = status.nodes.filter((node) => node.status !== 'operational' && node.your_servers.length > 0);
  if (affected.length === 0) return null;
  return (
    <Alert tone="warning" title={t`Some of your servers are affected`}>
      <ul className={styles.affected}>
        {affected.map((node) => {
          const servers = node.your_servers.map((server) => server.name).join(', ');
          const alias = node.alias;
          return (
            <li key={node.id}>
              {node.status === 'outage'
                ? t`${servers}: on ${alias}, which is down.`
                : node.status === 'degraded'
                  ? t`${servers}: on ${alias}, which is degraded.`
                  : node.status === 'maintenance'
                    ? t`${servers}: on ${alias}, which is maintenance.`
                    : t`${servers}: on ${alias}, which is operational.`}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

function LoadingStatus() {
  const { t } = useLingui();
  return (
    <div className={styles.loading} aria-label={t`Loading the status`} aria-busy="true" role="group">
      <Skeleton height="5rem" radius="lg" />
      <div className={styles.skeletonCard}>
        <Skeleton width="30%" height="1.25rem" />
        <SkeletonText lines={4} />
      </div>
      <div className={styles.skeletonCard}>
        <Skeleton width="25%" height="1.25rem" />
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}

function Incidents({ status }: { status: PlatformStatus }) {
  const open = status.incidents.filter((incident) => incident.resolved_at === null);
  const resolved = status.incidents.filter((incident) => incident.resolved_at !== null);
  const { t } = useLingui();
  return (
    <>
      <Card title={t`Current incidents`}>
        {open.length > 0 ? (
          <ul className={styles.list} aria-label={t`Current incidents`}>
            {open.map((incident) => (
              <IncidentItem key={incident.id} incident={incident} reference={status.updated_at} />
            ))}
          </ul>
        ) : (
          <p className={styles.none}>
            <Trans>No open incidents.</Trans>
          </p>
        )}
      </Card>
      {resolved.length > 0 ? (
        <Card title={t`Resolved in the last 24 hours`}>
          <ul className={styles.list} aria-label={t`Resolved in the last 24 hours`}>
            {resolved.map((incident) => (
              <IncidentItem key={incident.id} incident={incident} reference={status.updated_at} />
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}

function Nodes({ status }: { status: PlatformStatus }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const hasOwn = status.nodes.some((node) => node.your_servers.length > 0);
  const onlyMine = hasOwn && params.get('nodes') === 'mine';
  const nodes = onlyMine ? status.nodes.filter((node) => node.your_servers.length > 0) : status.nodes;
  const toggle = (checked: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (checked) next.set('nodes', 'mine');
        else next.delete('nodes');
        return next;
      },
      { replace: true },
    );

  return (
    <Card title={t`Nodes`} description={t`The machines your servers run on. Yours are marked.`}>
      <Stack gap="lg">
        {hasOwn ? <SwitchField label={t`Only nodes with my servers`} checked={onlyMine} onCheckedChange={toggle} /> : null}
        {nodes.length > 0 ? (
          <ul className={styles.nodeGrid} aria-label={t`Nodes`}>
            {nodes.map((node) => (
              <NodeItem key={node.id} node={node} reference={status.updated_at} />
            ))}
          </ul>
        ) : (
          <p className={styles.none}>
            <Trans>No nodes to show.</Trans>
          </p>
        )}
      </Stack>
    </Card>
  );
}

function StatusContent({ userId }: { userId: number }) {
  const { t } = useLingui();
  const status = useStatus(userId);

  if (status.isPending) return <LoadingStatus />;
  if (status.isError && !status.data) {
    return <ErrorState title={t`The status could not be loaded`} error={status.error} onRetry={() => void status.refetch()} />;
  }

  const data = status.data;
  const refresh = () => void status.refetch();
  const time = formatTime(data.updated_at, { timeStyle: 'medium' });
  if (data.services.length === 0 && data.nodes.length === 0 && data.incidents.length === 0) {
    return (
      <EmptyState
        title={t`No status to show yet`}
        description={t`The platform has not reported on its services and nodes yet. Look again in a minute.`}
        action={
          <Button variant="secondary" onClick={refresh}>
            <Trans>Refresh now</Trans>
          </Button>
        }
      />
    );
  }

  return (
    <Stack gap="xl">
      {status.isError ? (
        <Alert
          tone="warning"
          title={t`The status could not be refreshed`}
          action={
            <Button variant="secondary" size="sm" onClick={refresh}>
              <Trans>Try again</Trans>
            </Button>
          }
        >
          {status.error.message} <Trans>What you see is from {time}.</Trans>
        </Alert>
      ) : null}
      <Overall status={data} onRefresh={refresh} />
      <YourServers status={data} />
      <Incidents status={data} />
      <Card title={t`Services`}>
        {data.services.length > 0 ? (
          <ul className={styles.list} aria-label={t`Services`}>
            {data.services.map((service) => (
              <ServiceItem key={service.key} service={service} reference={data.updated_at} />
            ))}
          </ul>
        ) : (
          <p className={styles.none}>
            <Trans>No services to show.</Trans>
          </p>
        )}
      </Card>
      <Nodes status={data} />
    </Stack>
  );
}

/** How the platform is doing: its services, its nodes and any incident, kept fresh while open. */
export default function StatusScreen() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <Page title={t`Status`} description={t`How the platform's services and nodes are doing right now.`}>
      {user ? <StatusContent key={user.id} userId={user.id} /> : null}
    </Page>
  );
}
