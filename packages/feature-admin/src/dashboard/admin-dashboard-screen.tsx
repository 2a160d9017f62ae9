import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS, truncateCommand, type AdminDashboard } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { SectionBoundary } from '@portal/ui-kit/error-boundary';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Page } from '@portal/ui-kit/layout';
import { Skeleton } from '@portal/ui-kit/skeleton';
import { useAdminDashboard } from './api/get-dashboard.ts';
import * as styles from './admin-dashboard.css.ts';

function Stat({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{formatNumber(value)}</dd>
      {detail ? <dd className={styles.statDetail}>{detail}</dd> : null}
    </div>
  );
}

function Stats({ data }: { data: AdminDashboard }) {
  const { t } = useLingui();
  const { counts, servers_by_type: byType } = data;
  const types = (Object.keys(SERVER_TYPE_LABELS) as (keyof typeof SERVER_TYPE_LABELS)[])
    .map((type) => `${formatNumber(byType[type])} ${SERVER_TYPE_LABELS[type]}`)
    .join(' · ');
  const online = formatNumber(counts.nodes_online);
  const running = formatNumber(counts.servers_running);
  return (
    <dl className={styles.stats} aria-label={t`Platform figures`}>
      <Stat label={t`Nodes`} value={counts.nodes} detail={t`${online} online`} />
      <Stat label={t`Servers`} value={counts.servers} detail={t`${running} running · ${types}`} />
      <Stat label={t`Users`} value={counts.users} />
      <Stat label={t`Open tickets`} value={counts.open_tickets} />
    </dl>
  );
}

function RecentProcesses({ data }: { data: AdminDashboard }) {
  const { t } = useLingui();
  if (data.recent_processes.length === 0) {
    return <EmptyState title={t`No recorded processes`} description={t`Commands run on the nodes show up here.`} />;
  }
  // A list rather than a table: commands are long, and each entry must stay readable on a phone.
  return (
    <ul className={styles.processes} aria-label={t`Recent processes`}>
      {data.recent_processes.map((process) => (
        <li key={process.id} className={styles.process}>
          <code className={styles.command} title={process.command}>
            {truncateCommand(process.command)}
          </code>
          <p className={styles.processMeta}>
            <span>{process.node_alias}</span>
            <span>
              {process.diff_day_human} {process.created_at_time}
            </span>
            {process.success ? <Badge tone="success"><Trans>Success</Trans></Badge> : <Badge tone="danger"><Trans>Failed</Trans></Badge>}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Loading the platform figures`} role="status">
      <div className={styles.stats}>
        {[0, 1, 2, 3].map((item) => (
          <div key={item} className={styles.stat}>
            <Skeleton width="40%" height="1rem" />
            <Skeleton width="60%" height="2.25rem" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The platform at a glance: nodes, servers, users, open tickets and the latest processes. */
export default function AdminDashboardScreen() {
  const { t } = useLingui();
  const dashboard = useAdminDashboard();
  return (
    <Page title={t`Admin dashboard`} description={t`The platform at a glance.`}>
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <ErrorState title={t`The dashboard could not be loaded`} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <SectionBoundary title={t`The platform figures could not be shown`} headingLevel={2}>
            <Stats data={dashboard.data} />
          </SectionBoundary>
          <div className={styles.section}>
            <Card title={t`Recent processes`} description={t`The latest commands run on the nodes.`}>
              <SectionBoundary title={t`The recent processes could not be shown`}>
                <RecentProcesses data={dashboard.data} />
              </SectionBoundary>
            </Card>
          </div>
        </>
      )}
    </Page>
  );
}
