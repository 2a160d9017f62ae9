import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { ListCardList } from '@portal/ui-kit/list-card';
import { failureStatus } from '@portal/ui-kit/outcome';
import { EmptyState, SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useParams } from 'react-router';
import { useNode } from '../api/get-node.ts';
import type { ResellerNodeDetail } from '../api/types.ts';
import { LoadFigures } from '../shared/load-figures.tsx';
import { NODE_HEALTH } from '../shared/labels.ts';
import { NotFound } from '../shared/not-found.tsx';
import { ServerRow } from '../shared/server-row.tsx';
import * as styles from '../shared/shared.css.ts';

function NodeView({ detail }: { detail: ResellerNodeDetail }) {
  const { t } = useLingui();
  const { node, stats, servers } = detail;
  const health = NODE_HEALTH[stats.health];
  const alias = node.alias;
  const ratio = node.uptime_monitor?.uptime_ratio;
  return (
    <Stack gap="xl">
      <Card
        title={t`Node ${alias}`}
        description={stats.location ?? undefined}
        actions={<Badge tone={health.tone}>{t(health.label)}</Badge>}
      >
        <Stack gap="lg">
          <dl className={styles.details}>
            <div className={styles.detail}>
              <dt className={styles.detailTerm}>
                <Trans>Host</Trans>
              </dt>
              <dd className={styles.detailValue}>{node.host}</dd>
            </div>
            <div className={styles.detail}>
              <dt className={styles.detailTerm}>
                <Trans>Uptime</Trans>
              </dt>
              <dd className={styles.detailValue}>
                {typeof ratio === 'number' ? formatNumber(ratio / 100, { style: 'percent', maximumFractionDigits: 2 }) : t`Not monitored`}
              </dd>
            </div>
          </dl>
          <h3 className={styles.subheading}>
            <Trans>Capacity and load</Trans>
          </h3>
          <LoadFigures stats={stats} />
        </Stack>
      </Card>
      <Card title={t`Servers on ${alias}`}>
        {servers.length === 0 ? (
          <EmptyState headingLevel={3} title={t`No servers on this node yet`} description={t`When a customer’s server is deployed here, it shows in this list.`} />
        ) : (
          <ListCardList aria-label={t`Servers on ${alias}`}>
            {servers.map((server) => (
              <ServerRow key={server.id} server={server} showNode={false} />
            ))}
          </ListCardList>
        )}
      </Card>
    </Stack>
  );
}

/** `/app/reseller-panel/node/{node}`: a node the reseller runs, with its capacity, load and servers. */
export default function NodeScreen() {
  const { t } = useLingui();
  const raw = useParams().node ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const node = useNode(id);
  if (node.isPending) return <SectionLoading label={t`Loading the node`} />;
  if (node.isError) {
    if (failureStatus(node.error) === 404) {
      return <NotFound title={t`Node not found`} description={t`This node does not exist, or it is not one you manage.`} />;
    }
    return <SectionError headingLevel={2} title={t`The node could not be loaded`} error={node.error} onRetry={() => void node.refetch()} />;
  }
  return <NodeView detail={node.data} />;
}
