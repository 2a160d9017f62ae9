import { msg, plural, t as translateNow } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { SelectField, SwitchField } from '@portal/ui-kit/field';
import { formatNumber } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Page, Stack } from '@portal/ui-kit/layout';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { useOutcome } from '@portal/ui-kit/outcome';
import { PagedList } from '@portal/ui-kit/paged-list';
import { SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BulkBar } from '#common/bulk/bulk-bar.tsx';
import { BulkProgressBar } from '#common/bulk/bulk-progress.tsx';
import { BulkSummaryDialog, type BulkCounts } from '#common/bulk/bulk-summary-dialog.tsx';
import { useBulkRun } from '#common/bulk/run-bulk.ts';
import { SelectionCheckbox } from '#common/bulk/selection-checkbox.tsx';
import { useSelection } from '#common/bulk/use-selection.ts';
import { addMonitor } from '../api/add-monitor.ts';
import { checkMounts } from '../api/check-mounts.ts';
import { useNodes } from '../api/get-nodes.ts';
import { nodeKeys, type NodeSort, type NodeStatusFilter } from '../api/keys.ts';
import { useMonitorAllNodes } from '../api/monitor-all-nodes.ts';
import { removeMonitor } from '../api/remove-monitor.ts';
import { restartContainers } from '../api/restart-containers.ts';
import type { AdminNodeSummary } from '../api/types.ts';
import { ATTENTION, NODE_STATUS, nodePath } from '../shared/labels.ts';
import * as styles from '../shared/nodes.css.ts';

/** Nodes per page. */
export const NODES_PER_PAGE = 25;

const SORTS = ['name', '-name', 'status', '-status', 'servers', '-servers', 'location', '-location'] as const;
type SortValue = (typeof SORTS)[number];
type SortField = 'name' | 'status' | 'servers' | 'location';

/** Search, status, "needs attention", order and page live in the address, so a view can be bookmarked. */
const LIST_STATE = {
  search: true,
  filters: {
    status: { default: 'all', values: ['all', 'online', 'offline', 'rebooting'] },
    attention: { default: '0', values: ['0', '1'] },
  },
  sort: { default: 'name', values: SORTS },
} as const;

const SORT_COLUMN: Record<SortField, NodeSort> = { name: 'name', status: 'status', servers: 'server_count', location: 'location' };

const STATUS_OPTIONS: { value: string; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Every status` },
  { value: 'online', label: msg`Online` },
  { value: 'offline', label: msg`Offline` },
  { value: 'rebooting', label: msg`Rebooting` },
];

type BulkAction = 'restart-containers' | 'check-mounts' | 'monitor' | 'unmonitor';

interface BulkActionSpec {
  label: MessageDescriptor;
  progress: MessageDescriptor;
  run: (id: number) => Promise<unknown>;
  /** The summary's sentence once every node succeeded. */
  allDone: (count: number) => string;
}

const BULK_ACTIONS: Record<BulkAction, BulkActionSpec> = {
  'restart-containers': {
    label: msg`Restart containers`,
    progress: msg`Restarting the containers`,
    run: restartContainers,
    allDone: (count) => plural(count, { one: 'The containers of # node are restarting.', other: 'The containers of # nodes are restarting.' }),
  },
  'check-mounts': {
    label: msg`Check mounts`,
    progress: msg`Checking the mounts`,
    run: checkMounts,
    allDone: (count) => plural(count, { one: 'The mounts of # node are being checked.', other: 'The mounts of # nodes are being checked.' }),
  },
  monitor: {
    label: msg`Add to monitoring`,
    progress: msg`Adding the nodes to monitoring`,
    run: addMonitor,
    allDone: (count) => plural(count, { one: '# node is now being monitored.', other: '# nodes are now being monitored.' }),
  },
  unmonitor: {
    label: msg`Remove from monitoring`,
    progress: msg`Removing the nodes from monitoring`,
    run: removeMonitor,
    allDone: (count) => plural(count, { one: '# node is no longer being monitored.', other: '# nodes are no longer being monitored.' }),
  },
};

function summaryFor(action: BulkAction) {
  return ({ total, succeeded, failed, skipped }: BulkCounts): string => {
    if (failed === 0 && skipped === 0) return BULK_ACTIONS[action].allDone(total);
    if (skipped === 0) return translateNow`${succeeded} of ${total} nodes succeeded, ${failed} failed.`;
    return translateNow`${succeeded} of ${total} nodes succeeded, ${failed} failed, ${skipped} not tried (the action was stopped).`;
  };
}

function parseSort(sort: SortValue): { field: SortField; direction: 'asc' | 'desc' } {
  return sort.startsWith('-') ? { field: sort.slice(1) as SortField, direction: 'desc' } : { field: sort as SortField, direction: 'asc' };
}

function SortHeader({ field, label, sort, onSort }: { field: SortField; label: string; sort: SortValue; onSort: (next: SortValue) => void }) {
  const current = parseSort(sort);
  const active = current.field === field;
  const direction = active ? current.direction : null;
  // The busiest nodes first is what an admin sorts by servers for.
  const first: SortValue = field === 'servers' ? '-servers' : field;
  const next: SortValue = !active ? first : direction === 'asc' ? (`-${field}` as SortValue) : field;
  return (
    <Table.HeaderCell aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined} align={field === 'servers' ? 'end' : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(next)}>
        {label}
        <span className={styles.sortMark} aria-hidden="true">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </Table.HeaderCell>
  );
}

function NodeRow({ node, selected, onSelect, disabled }: { node: AdminNodeSummary; selected: boolean; onSelect: (selected: boolean) => void; disabled: boolean }) {
  const { t } = useLingui();
  const status = NODE_STATUS[node.status];
  const name = node.name;
  const attention = node.attention ?? [];
  return (
    <Table.Row>
      <Table.Cell>
        <SelectionCheckbox label={t`Select ${name}`} checked={selected} onChange={onSelect} disabled={disabled} />
      </Table.Cell>
      <Table.Cell>
        <div className={styles.nameCell}>
          <Link to={nodePath(node.id)}>{node.name}</Link>
          {node.host ? <span className={styles.host}>{node.host}</span> : null}
        </div>
      </Table.Cell>
      <Table.Cell>{node.location ?? ''}</Table.Cell>
      <Table.Cell>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </Table.Cell>
      <Table.Cell align="end">
        {node.server_count === undefined ? '' : node.capacity ? `${formatNumber(node.server_count)} / ${formatNumber(node.capacity)}` : formatNumber(node.server_count)}
      </Table.Cell>
      <Table.Cell>{node.monitored === undefined ? '' : node.monitored ? <Trans>Monitored</Trans> : <Trans>Not monitored</Trans>}</Table.Cell>
      <Table.Cell>
        {attention.length === 0 ? (
          <span className={styles.muted}>
            <Trans>Nothing</Trans>
          </span>
        ) : (
          <ul className={styles.badges} aria-label={t`Reasons`}>
            {attention.map((reason) => (
              <li key={reason}>
                <Badge tone={reason === 'offline' || reason === 'mounts' ? 'danger' : 'warning'}>{ATTENTION[reason] ? t(ATTENTION[reason]) : reason}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/** `/app/admin/nodes`: every node a page at a time, with bulk maintenance and monitoring. */
export default function NodesScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const status = list.filters.status === 'all' ? null : (list.filters.status as NodeStatusFilter);
  const attention = list.filters.attention === '1';
  const { field, direction } = parseSort(list.sort);
  const nodes = useNodes({
    page: list.page,
    perPage: NODES_PER_PAGE,
    search: list.search,
    status,
    attention,
    sortColumn: SORT_COLUMN[field],
    sortDirection: direction,
  });
  const queryClient = useQueryClient();
  const outcome = useOutcome();
  const monitorAll = useMonitorAllNodes();
  const selection = useSelection({ getId: (node: AdminNodeSummary) => node.id, resetKey: `${list.search}|${list.filters.status}|${list.filters.attention}` });
  const bulk = useBulkRun<AdminNodeSummary>();
  const [lastAction, setLastAction] = useState<BulkAction>('restart-containers');
  const [confirmingRestart, setConfirmingRestart] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  const runBulk = (action: BulkAction) => {
    setLastAction(action);
    const spec = BULK_ACTIONS[action];
    return bulk.start(
      selection.items,
      (node) => spec.run(node.id),
      async (result) => {
        // What succeeded is done; what failed stays chosen, to try again.
        selection.remove(result.succeeded.map(({ item }) => item.id));
        await queryClient.invalidateQueries({ queryKey: nodeKeys.all });
      },
    );
  };

  const chosen = selection.count;
  const busy = bulk.running;
  const actions = (
    <>
      <Button
        variant="secondary"
        loading={monitorAll.isPending}
        onClick={() => void outcome.run(() => monitorAll.mutateAsync(), { success: t`Every node is now being monitored` })}
      >
        <Trans>Monitor all nodes</Trans>
      </Button>
      <Button asChild>
        <Link to="/admin/nodes/create">
          <Trans>Add a node</Trans>
        </Link>
      </Button>
    </>
  );

  return (
    <Page title={t`Nodes`} description={t`The machines the media servers run on: their state, their load and what needs attention.`} actions={actions}>
      <Stack gap="lg">
        <div className={styles.toolbar}>
          <ListSearch list={list} label={t`Search nodes`} />
          <SelectField
            label={t`Status`}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.target.value as typeof list.filters.status)}
            options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
          <SwitchField label={t`Only nodes that need attention`} checked={attention} onCheckedChange={(checked) => list.setFilter('attention', checked ? '1' : '0')} />
        </div>
        <div>
          {bulk.progress ? (
            <BulkProgressBar label={t(BULK_ACTIONS[lastAction].progress)} progress={bulk.progress} itemLabel={(node) => node.name} onStop={bulk.stop} />
          ) : selection.count > 0 ? (
            <BulkBar count={selection.count} onClear={selection.clear} label={t`Bulk actions on nodes`}>
              <Button size="sm" variant="secondary" onClick={() => setConfirmingRestart(true)}>
                {t(BULK_ACTIONS['restart-containers'].label)}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void runBulk('check-mounts')}>
                {t(BULK_ACTIONS['check-mounts'].label)}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void runBulk('monitor')}>
                {t(BULK_ACTIONS.monitor.label)}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void runBulk('unmonitor')}>
                {t(BULK_ACTIONS.unmonitor.label)}
              </Button>
            </BulkBar>
          ) : null}
        </div>
        <div ref={listRef}>
          <PagedList
            query={nodes}
            list={list}
            loading={<SectionLoading label={t`Loading the nodes`} shape="text" lines={6} />}
            error={t`The nodes could not be loaded`}
            empty={{
              title: t`No nodes yet`,
              description: t`Add the first machine the platform deploys media servers onto.`,
              action: (
                <Button asChild>
                  <Link to="/admin/nodes/create">
                    <Trans>Add a node</Trans>
                  </Link>
                </Button>
              ),
            }}
            noMatch={{ title: t`No nodes match`, description: t`Try another search, or show every node.`, clearLabel: <Trans>Show every node</Trans> }}
            offPage={t`There are no nodes on this page.`}
            pagerLabel={t`Node pages`}
          >
            {(shown, { busy: placeholder, total }) => (
              <Table caption={t`Nodes (${total})`} captionHidden aria-busy={placeholder || undefined}>
                <Table.Head>
                  <Table.Row>
                    <Table.HeaderCell>
                      <SelectionCheckbox
                        label={t`Select every node on this page`}
                        checked={selection.pageState(shown)}
                        onChange={() => selection.togglePage(shown)}
                        disabled={busy}
                      />
                    </Table.HeaderCell>
                    <SortHeader field="name" label={t`Name`} sort={list.sort} onSort={list.setSort} />
                    <SortHeader field="location" label={t`Location`} sort={list.sort} onSort={list.setSort} />
                    <SortHeader field="status" label={t`Status`} sort={list.sort} onSort={list.setSort} />
                    <SortHeader field="servers" label={t`Servers`} sort={list.sort} onSort={list.setSort} />
                    <Table.HeaderCell>
                      <Trans>Uptime monitoring</Trans>
                    </Table.HeaderCell>
                    <Table.HeaderCell>
                      <Trans>Needs attention</Trans>
                    </Table.HeaderCell>
                  </Table.Row>
                </Table.Head>
                <Table.Body>
                  {shown.map((node) => (
                    <NodeRow key={node.id} node={node} selected={selection.isSelected(node)} onSelect={(selected) => selection.toggle(node, selected)} disabled={busy} />
                  ))}
                </Table.Body>
              </Table>
            )}
          </PagedList>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirmingRestart}
        onOpenChange={setConfirmingRestart}
        title={<Plural value={chosen} one="Restart the containers of # node?" other="Restart the containers of # nodes?" />}
        description={t`Every running container on them restarts: streams stop for a moment and pick up again.`}
        confirmLabel={t`Restart containers`}
        onConfirm={() => {
          // The dialog closes at once; the progress shows above the list.
          void runBulk('restart-containers');
        }}
      />
      <BulkSummaryDialog
        result={bulk.result}
        onClose={bulk.dismiss}
        itemLabel={(node) => node.name}
        summary={summaryFor(lastAction)}
        // The bar the action came from may be gone: back to the list.
        returnFocus={() => listRef.current?.querySelector<HTMLElement>('[role="region"]') ?? null}
      />
      {outcome.dialog}
    </Page>
  );
}
