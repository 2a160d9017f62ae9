import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Grid, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { EmptyState, SectionError, SectionLoading } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { useOverview } from '../api/get-overview.ts';
import type { ResellerAttention, ResellerOverview } from '../api/types.ts';
import { LoadFigures } from '../shared/load-figures.tsx';
import { NODE_HEALTH, nodePath, serverPath } from '../shared/labels.ts';
import * as styles from '../shared/shared.css.ts';
import { CustomersList } from './customers-list.tsx';
import { ServersList } from './servers-list.tsx';

function Summary({ overview }: { overview: ResellerOverview }) {
  const { t } = useLingui();
  const counts = overview.server_counts;
  const figures: [string, number | undefined][] = [
    [t`Customers`, overview.customers_count],
    [t`Servers`, overview.servers_count],
    [t`Running`, counts?.running],
    [t`To act on`, overview.attention?.length],
  ];
  return (
    <dl className={styles.figures}>
      {figures
        .filter((entry): entry is [string, number] => entry[1] !== undefined)
        .map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt className={styles.figureLabel}>{label}</dt>
            <dd className={styles.figureValue}>{formatNumber(value)}</dd>
          </div>
        ))}
    </dl>
  );
}

function Nodes({ overview }: { overview: ResellerOverview }) {
  const { t } = useLingui();
  if (overview.nodes.length === 0) {
    return <EmptyState headingLevel={3} title={t`No nodes yet`} description={t`When a node is set up for you, it shows here with its load and its servers.`} />;
  }
  return (
    <ListCardList layout="tiles" aria-label={t`Your nodes`}>
      {overview.nodes.map((node) => {
        const stats = overview.node_stats?.find((entry) => entry.node_id === node.id);
        const health = stats ? NODE_HEALTH[stats.health] : node.online ? NODE_HEALTH.healthy : NODE_HEALTH.down;
        return (
          <ListCard key={node.id}>
            <Stack gap="sm">
              <div className={styles.rowMeta}>
                <ListCardTitle level={3}>
                  <ListCardLink asChild>
                    <Link to={nodePath(node.id)}>{node.alias}</Link>
                  </ListCardLink>
                </ListCardTitle>
                <Badge tone={health.tone}>{t(health.label)}</Badge>
              </div>
              {stats?.location ? <span className={styles.secondary}>{stats.location}</span> : null}
              {stats ? <LoadFigures stats={stats} /> : null}
            </Stack>
          </ListCard>
        );
      })}
    </ListCardList>
  );
}

function AttentionText({ item }: { item: ResellerAttention }) {
  const { t } = useLingui();
  const name = item.name;
  switch (item.kind) {
    case 'node-down':
      return <>{t`The node ${name} is down.`}</>;
    case 'node-full':
      return <>{t`The node ${name} is nearly full.`}</>;
    case 'node-disk':
      return <>{t`The disk of the node ${name} is nearly full.`}</>;
    case 'node-mounts':
      return <>{t`A storage mount of the node ${name} is failing.`}</>;
    case 'server-error':
      return <>{t`${name} has an error.`}</>;
    case 'server-suspended':
      return <>{t`${name} is suspended.`}</>;
    case 'server-stopped':
      return <>{t`${name} is stopped.`}</>;
  }
}

function Attention({ items }: { items: ResellerAttention[] }) {
  const { t } = useLingui();
  if (items.length === 0) return <EmptyState headingLevel={3} title={t`Nothing needs you right now`} description={t`Your nodes are healthy and every server is running.`} />;
  return (
    <ListCardList aria-label={t`What to act on`}>
      {items.map((item) => {
        const to = item.server_id ? serverPath(item.server_id) : item.node_id ? nodePath(item.node_id) : null;
        const danger = item.kind === 'node-down' || item.kind === 'server-error';
        return (
          <ListCard key={`${item.kind}-${item.node_id ?? ''}-${item.server_id ?? ''}`} highlighted={danger}>
            <span>
              <AttentionText item={item} />
            </span>
            {to ? (
              <TextLink asChild>
                <Link to={to}>{item.server_id ? <Trans>Open the server</Trans> : <Trans>Open the node</Trans>}</Link>
              </TextLink>
            ) : null}
          </ListCard>
        );
      })}
    </ListCardList>
  );
}

/** `/app/reseller-panel`: the reseller's business at a glance, with the servers and customers a page at a time. */
export default function OverviewScreen() {
  const { t } = useLingui();
  const overview = useOverview();
  let body;
  if (overview.isPending) body = <SectionLoading label={t`Loading your business`} />;
  else if (overview.isError) {
    body = <SectionError headingLevel={3} title={t`The overview could not be loaded`} error={overview.error} onRetry={() => void overview.refetch()} />;
  } else body = null;
  const data = overview.data;
  return (
    <Stack gap="xl">
      <Card title={t`Overview`}>{data ? <Summary overview={data} /> : body}</Card>
      {data ? (
        <Grid minItemWidth="22rem">
          <Card title={t`Your nodes`}>
            <Nodes overview={data} />
          </Card>
          <Card title={t`What to act on`}>
            <Attention items={data.attention ?? []} />
          </Card>
        </Grid>
      ) : null}
      <Card title={t`Servers`}>
        <ServersList nodes={data?.nodes ?? []} />
      </Card>
      <Card title={t`Customers`}>
        <CustomersList />
      </Card>
    </Stack>
  );
}
