import { Trans, useLingui } from '@lingui/react/macro';
import { truncateCommand, type AdminDashboard } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import * as styles from '../admin-dashboard.css.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { ViewAll } from './view-all.tsx';

/** The latest commands run on the nodes. A list rather than a table: commands are long, and each entry must stay readable on a phone. */
export function RecentProcessesCard({ items, onRetry }: { items: AdminDashboard['recent_processes']; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <DashboardCard
      title={t`Recent processes`}
      description={t`The latest commands run on the nodes.`}
      actions={
        <ViewAll to="/admin/processes">
          <Trans>
            View all <VisuallyHidden>processes</VisuallyHidden>
          </Trans>
        </ViewAll>
      }
      items={items}
      failed={t`The recent processes could not be loaded`}
      crashed={t`The recent processes could not be shown`}
      empty={{ title: t`No recorded processes`, description: t`Commands run on the nodes show up here.` }}
      onRetry={onRetry}
    >
      {(processes) => (
        <ul className={styles.processes} aria-label={t`Recent processes`}>
          {processes.map((process) => (
            <li key={process.id} className={styles.process}>
              <code className={styles.command} title={process.command}>
                {truncateCommand(process.command)}
              </code>
              <p className={styles.processMeta}>
                <span>{process.node_alias}</span>
                <span>
                  {process.diff_day_human} {process.created_at_time}
                </span>
                {process.success ? (
                  <Badge tone="success">
                    <Trans>Success</Trans>
                  </Badge>
                ) : (
                  <Badge tone="danger">
                    <Trans>Failed</Trans>
                  </Badge>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
