import { useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS, type AdminDashboard } from '@portal/api-client';
import { SectionBoundary } from '@portal/ui-kit/error-boundary';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatNumber } from '@portal/ui-kit/format';
import { Page } from '@portal/ui-kit/layout';
import { Skeleton } from '@portal/ui-kit/skeleton';
import { useAdminDashboard } from './api/get-dashboard.ts';
import { AttentionNodesCard } from './cards/attention-nodes-card.tsx';
import { ManualBillingCard } from './cards/manual-billing-card.tsx';
import { OpenTicketsCard } from './cards/open-tickets-card.tsx';
import { PendingTrialsCard } from './cards/pending-trials-card.tsx';
import { RecentProcessesCard } from './cards/recent-processes-card.tsx';
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

/**
 * The admin's home: the platform's figures, then what needs someone (nodes, tickets, trial
 * requests, customers billed by hand) and the latest processes. Each part is a field of the one
 * dashboard answer with a card of its own: a backend without the field has no card, and a part
 * that fails shows its own error while the rest stays.
 */
export default function AdminDashboardScreen() {
  const { t } = useLingui();
  const dashboard = useAdminDashboard();
  const retry = () => void dashboard.refetch();
  return (
    <Page title={t`Admin dashboard`} description={t`The platform at a glance.`}>
      {dashboard.isPending ? (
        <Loading />
      ) : dashboard.isError ? (
        <ErrorState title={t`The dashboard could not be loaded`} error={dashboard.error} onRetry={retry} />
      ) : (
        <>
          <SectionBoundary title={t`The platform figures could not be shown`} headingLevel={2}>
            <Stats data={dashboard.data} />
          </SectionBoundary>
          <div className={styles.cards}>
            <AttentionNodesCard items={dashboard.data.attention_nodes} onRetry={retry} />
            <OpenTicketsCard items={dashboard.data.open_tickets} onRetry={retry} />
            <PendingTrialsCard items={dashboard.data.pending_trials} onRetry={retry} />
            <ManualBillingCard items={dashboard.data.manual_billing} onRetry={retry} />
            <RecentProcessesCard items={dashboard.data.recent_processes} onRetry={retry} />
          </div>
        </>
      )}
    </Page>
  );
}
