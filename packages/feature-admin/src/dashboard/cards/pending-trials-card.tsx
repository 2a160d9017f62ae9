import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS, type AdminDashboard } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { formatRelativeTime } from '@portal/ui-kit/format';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { Link } from 'react-router';
import * as styles from '../admin-dashboard.css.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { ViewAll } from './view-all.tsx';

type TrialRequest = NonNullable<AdminDashboard['pending_trials']>[number];

function TrialItem({ request }: { request: TrialRequest }) {
  const { t } = useLingui();
  const asked = formatRelativeTime(request.created_at);
  const what = request.product?.name ?? (request.server_type ? SERVER_TYPE_LABELS[request.server_type] : null);
  return (
    <ListCard>
      <div className={styles.item}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`/admin/requested-trials/${request.id}`}>{request.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <p className={styles.itemMeta}>
          <span>{request.email}</span>
          {what ? <span>{what}</span> : null}
          <span>{t`Asked ${asked}`}</span>
        </p>
      </div>
      <Badge tone="info">{request.kind === 'product' ? <Trans>Product</Trans> : <Trans>Trial</Trans>}</Badge>
    </ListCard>
  );
}

/** The newest requests for a trial or a product that wait for a decision, each linking to it. */
export function PendingTrialsCard({ items, onRetry }: { items: AdminDashboard['pending_trials']; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <DashboardCard
      title={t`Pending trial requests`}
      description={t`The newest requests waiting for a decision.`}
      actions={
        <ViewAll to="/admin/requested-trials">
          <Trans>
            View all <VisuallyHidden>trial requests</VisuallyHidden>
          </Trans>
        </ViewAll>
      }
      items={items}
      failed={t`The pending trial requests could not be loaded`}
      crashed={t`The pending trial requests could not be shown`}
      empty={{ title: t`No requests waiting`, description: t`New trial and product requests show up here.` }}
      onRetry={onRetry}
    >
      {(requests) => (
        <ListCardList aria-label={t`Pending trial requests`}>
          {requests.map((request) => (
            <TrialItem key={request.id} request={request} />
          ))}
        </ListCardList>
      )}
    </DashboardCard>
  );
}
