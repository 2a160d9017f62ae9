import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminDashboard } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { Link } from 'react-router';
import { ATTENTION_REASONS, NODE_STATUS } from '../labels.ts';
import * as styles from '../admin-dashboard.css.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { ViewAll } from './view-all.tsx';

type AttentionNode = NonNullable<AdminDashboard['attention_nodes']>[number];

function NodeItem({ node }: { node: AttentionNode }) {
  const { t } = useLingui();
  const servers = node.server_count;
  const name = node.name;
  return (
    <ListCard highlighted={node.status === 'offline'}>
      <div className={styles.item}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`/admin/nodes/${node.id}`}>{node.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        <p className={styles.itemMeta}>
          {node.location ? <span>{node.location}</span> : null}
          {servers !== undefined ? <span>{plural(servers, { one: '# server', other: '# servers' })}</span> : null}
          <span>{t(NODE_STATUS[node.status])}</span>
        </p>
      </div>
      <ul className={styles.badges} aria-label={t`Why ${name} needs attention`}>
        {node.attention.map((reason) => {
          const known = ATTENTION_REASONS[reason];
          return (
            <li key={reason}>
              <Badge tone={reason === 'offline' ? 'danger' : 'warning'}>{known ? t(known) : reason}</Badge>
            </li>
          );
        })}
      </ul>
    </ListCard>
  );
}

/** Nodes that are offline, nearly full, lose their mounts or are not watched, each linking to its page. */
export function AttentionNodesCard({ items, onRetry }: { items: AdminDashboard['attention_nodes']; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <DashboardCard
      title={t`Nodes needing attention`}
      description={t`Offline, nearly full or unwatched nodes.`}
      actions={
        <ViewAll to="/admin/nodes?attention=1">
          <Trans>
            View all <VisuallyHidden>nodes needing attention</VisuallyHidden>
          </Trans>
        </ViewAll>
      }
      items={items}
      failed={t`The nodes needing attention could not be loaded`}
      crashed={t`The nodes needing attention could not be shown`}
      empty={{ title: t`Every node is fine`, description: t`Nodes that go offline, fill up or lose their monitor show up here.` }}
      onRetry={onRetry}
    >
      {(nodes) => (
        <ListCardList aria-label={t`Nodes needing attention`}>
          {nodes.map((node) => (
            <NodeItem key={node.id} node={node} />
          ))}
        </ListCardList>
      )}
    </DashboardCard>
  );
}
