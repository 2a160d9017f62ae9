import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Pager } from '@portal/ui-kit/pager';
import { Section, SectionLoading } from '@portal/ui-kit/section';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAddNodeMonitor, useMonitorAllNodes, useRemoveNodeMonitor } from '../api/change-node-monitors.ts';
import { useMonitoredNodes } from '../api/get-monitored-nodes.ts';
import { useNodeMonitor } from '../api/get-node-monitor.ts';
import type { MonitoredNode } from '../api/types.ts';
import * as styles from '../integrations.css.ts';

function MonitorState({ node }: { node: MonitoredNode }) {
  const { t } = useLingui();
  const monitor = useNodeMonitor(node.id);
  if (monitor.isPending) return <span className={styles.muted}>{t`Loading the monitor`}</span>;
  if (monitor.isError) return <span className={styles.muted}>{t`The monitor could not be loaded`}</span>;
  if (!monitor.data) return <Badge tone="warning">{t`Not monitored`}</Badge>;
  const { status, uptime_ratio: ratio } = monitor.data;
  const tone = status === 'up' ? 'success' : status === 'down' ? 'danger' : 'neutral';
  const label = status === 'up' ? t`Monitor: up` : status === 'down' ? t`Monitor: down` : status === 'paused' ? t`Monitor: paused` : t`Monitor: unknown`;
  return (
    <span className={styles.statusLine}>
      <Badge tone={tone}>{label}</Badge>
      {ratio === null || ratio === undefined ? null : <span className={styles.muted}>{t`${formatNumber(ratio, { maximumFractionDigits: 2 })} % uptime`}</span>}
    </span>
  );
}

function NodeMonitorRow({ node, onRemove }: { node: MonitoredNode; onRemove: (node: MonitoredNode) => void }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const add = useAddNodeMonitor();
  const monitor = useNodeMonitor(node.id);
  const monitored = monitor.data !== undefined ? monitor.data !== null : node.monitored === true;
  return (
    <ListCard>
      <div className={styles.rowBody}>
        <ListCardTitle level={3}>
          <ListCardLink asChild>
            <Link to={`/admin/nodes/${node.id}`}>{node.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        {node.host ? <p className={styles.muted}>{node.host}</p> : null}
        <MonitorState node={node} />
      </div>
      <div className={styles.rowActions}>
        {monitored ? (
          <Button size="sm" variant="ghost" aria-label={t`Remove monitor of ${node.name}`} onClick={() => onRemove(node)}>
            {t`Remove monitor`}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={add.isPending}
            aria-label={t`Add monitor for ${node.name}`}
            onClick={() => void outcome.run(() => add.mutateAsync(node.id), { success: t`The node is now being monitored` })}
          >
            {t`Add monitor`}
          </Button>
        )}
      </div>
    </ListCard>
  );
}

/** Every node with its uptime monitor: add or remove one, or add them all. */
export function NodeMonitorsSection() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), { search: true });
  const nodes = useMonitoredNodes({ page: list.page, search: list.search });
  const outcome = useOutcome();
  const remove = useRemoveNodeMonitor();
  const addAll = useMonitorAllNodes();
  const [removing, setRemoving] = useState<MonitoredNode | null>(null);

  return (
    <Card
      title={t`Node monitors`}
      description={t`Uptime Robot warns the alert contact when a monitored node stops answering.`}
      actions={
        <Button variant="secondary" loading={addAll.isPending} onClick={() => void outcome.run(() => addAll.mutateAsync(undefined), { success: t`Every node is now being monitored` })}>
          {t`Monitor every node`}
        </Button>
      }
    >
      <div className={styles.groups}>
        <ListSearch list={list} label={t`Search nodes`} />
        <Section
          query={nodes}
          loading={<SectionLoading label={t`Loading the nodes`} shape="text" />}
          error={t`The nodes could not be loaded`}
          empty={(page) => page.data.length === 0}
          emptyState={{ title: list.search ? t`No node matches “${list.search}”` : t`No nodes yet` }}
        >
          {(page) => (
            <>
              <ListCardList aria-label={t`Nodes and their monitors`} aria-busy={nodes.isPlaceholderData || undefined}>
                {page.data.map((node) => (
                  <NodeMonitorRow key={node.id} node={node} onRemove={setRemoving} />
                ))}
              </ListCardList>
              <Pager label={t`Node pages`} {...list.pagerProps(page.meta.last_page, { busy: nodes.isPlaceholderData })} />
            </>
          )}
        </Section>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t`Remove the monitor of ${removing?.name ?? ''}?`}
        description={t`Uptime Robot stops watching the node, and no one is warned when it goes down.`}
        confirmLabel={t`Remove monitor`}
        tone="danger"
        onConfirm={async () => {
          if (!removing) return;
          const node = removing;
          await outcome.run(() => remove.mutateAsync(node.id), { success: t`The node is no longer being monitored` });
          setRemoving(null);
        }}
      />
      {outcome.dialog}
    </Card>
  );
}
