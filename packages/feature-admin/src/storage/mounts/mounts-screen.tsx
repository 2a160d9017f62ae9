import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { formatBytes, formatDateTime, formatNumber } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card, Stack } from '@portal/ui-kit/layout';
import { ListCard, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { useOutcome } from '@portal/ui-kit/outcome';
import { PagedList } from '@portal/ui-kit/paged-list';
import { Link, useSearchParams } from 'react-router';
import { useCheckMount, useCheckNodeMounts } from '../api/check-mount.ts';
import { useMounts } from '../api/get-mounts.ts';
import type { MountSort } from '../api/keys.ts';
import type { MountState, StorageMount, StorageNodeRef } from '../api/types.ts';
import { MOUNT_TYPES, MountStateBadge } from '../shared/mount-state.tsx';
import * as styles from '../shared/storage.css.ts';

/** The failing first; `?node={id}` and `?state=failing` are what the overview links to. */
const LIST_STATE = {
  search: { param: 'search' },
  filters: {
    node: { default: '' },
    state: { default: 'all', values: ['all', 'failing', 'unknown', 'mounted'] },
  },
  sort: { default: 'state', values: ['state', 'node', 'used', 'checked'] },
} as const;

type StateParam = (typeof LIST_STATE.filters.state.values)[number];

const STATE_OPTIONS: { value: StateParam; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All states` },
  { value: 'failing', label: msg`Failing` },
  { value: 'unknown', label: msg`Unknown` },
  { value: 'mounted', label: msg`Mounted` },
];

const SORT_OPTIONS: { value: MountSort; label: MessageDescriptor }[] = [
  { value: 'state', label: msg`Failing first` },
  { value: 'node', label: msg`By node` },
  { value: 'used', label: msg`Fullest first` },
  { value: 'checked', label: msg`Checked longest ago` },
];

function Usage({ mount }: { mount: StorageMount }) {
  const { t } = useLingui();
  const used = mount.used_bytes;
  const size = mount.size_bytes;
  if (used === null || used === undefined || !size) return <li>{t`Usage not known`}</li>;
  const share = formatNumber(used / size, { style: 'percent' });
  const usedText = formatBytes(used);
  const sizeText = formatBytes(size);
  return <li>{t`${usedText} of ${sizeText} used (${share})`}</li>;
}

function MountItem({ mount, onCheck, checking }: { mount: StorageMount; onCheck: (mount: StorageMount) => void; checking: boolean }) {
  const { t } = useLingui();
  const point = mount.mount_point;
  const node = mount.node.name;
  return (
    <ListCard highlighted={mount.state === 'failing'}>
      <div className={styles.itemMain}>
        <ListCardTitle>
          <span className={styles.mono}>{point}</span>
        </ListCardTitle>
        <ul className={styles.details} aria-label={t`Details of ${point} on ${node}`}>
          <li>
            <Link to={`/admin/nodes/${mount.node.id}`}>{node}</Link>
          </li>
          <li className={styles.mono}>{mount.remote}</li>
          <li>{t(MOUNT_TYPES[mount.type])}</li>
          <Usage mount={mount} />
          <li>{mount.checked_at ? t`Last checked ${formatDateTime(mount.checked_at)}` : t`Never checked`}</li>
        </ul>
      </div>
      <div className={styles.itemSide}>
        <MountStateBadge state={mount.state} />
        {mount.checkable === false ? (
          <span className={styles.muted}>{t`${node} is not reachable: it cannot be checked now.`}</span>
        ) : (
          <Button variant="secondary" size="sm" loading={checking} onClick={() => onCheck(mount)} aria-label={t`Check ${point} on ${node}`}>
            <Trans>Check</Trans>
          </Button>
        )}
      </div>
    </ListCard>
  );
}

/** The chosen node: a link to its page and, when it can be asked, a check of all its mounts. */
function NodeBar({ node, onCheckAll, checking }: { node: StorageNodeRef; onCheckAll: () => void; checking: boolean }) {
  const { t } = useLingui();
  const name = node.name;
  const reachable = node.status === undefined || node.status === 'online';
  return (
    <div className={styles.nodeBar}>
      <Link to={`/admin/nodes/${node.id}`}>{t`Open the node ${name}`}</Link>
      {reachable ? (
        <Button variant="secondary" loading={checking} onClick={onCheckAll}>
          <Trans>Check all on this node</Trans>
        </Button>
      ) : (
        <p className={styles.muted}>{t`${name} is not reachable, so its mounts cannot be checked now.`}</p>
      )}
    </div>
  );
}

/** `/app/admin/storage/mounts`: the storage mounts of every node, a page at a time, with a check of each. */
export default function MountsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const nodeId = /^\d+$/.test(list.filters.node) ? Number(list.filters.node) : null;
  const state: MountState | null = list.filters.state === 'all' ? null : list.filters.state;
  const mounts = useMounts({ page: list.page, search: list.search, node: nodeId, state, sort: list.sort });
  const check = useCheckMount();
  const checkAll = useCheckNodeMounts();
  const outcome = useOutcome();

  const runCheck = (mount: StorageMount) => {
    const point = mount.mount_point;
    void outcome.run(() => check.mutateAsync(mount.id), { success: t`${point} has been checked` });
  };

  const nodes = mounts.data?.nodes ?? [];
  const chosenNode = nodeId === null ? null : (nodes.find((node) => node.id === nodeId) ?? { id: nodeId, name: t`Node #${nodeId}` });
  const nodeOptions = [
    { value: '', label: t`All nodes` },
    ...nodes.map((node) => ({ value: String(node.id), label: node.name })),
    ...(nodeId !== null && !nodes.some((node) => node.id === nodeId) ? [{ value: String(nodeId), label: t`Node #${nodeId}` }] : []),
  ];

  return (
    <Card title={t`Mounts of the nodes`} description={t`Each node's storage mounts as their last check found them. A check asks the node and mounts a failing one again.`}>
      <Stack gap="lg">
      <div className={styles.toolbar}>
        <ListSearch list={list} label={t`Search mounts`} />
        <SelectField label={t`Node`} value={list.filters.node} onChange={(event) => list.setFilter('node', event.target.value)} options={nodeOptions} />
        <SelectField
          label={t`State`}
          value={list.filters.state}
          onChange={(event) => list.setFilter('state', event.target.value as StateParam)}
          options={STATE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
        <SelectField
          label={t`Order`}
          value={list.sort}
          onChange={(event) => list.setSort(event.target.value as MountSort)}
          options={SORT_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      </div>
      {chosenNode ? (
        <NodeBar
          node={chosenNode}
          checking={checkAll.isPending}
          onCheckAll={() => {
            const name = chosenNode.name;
            void outcome.run(() => checkAll.mutateAsync(chosenNode.id), { success: t`The mounts of ${name} have been checked` });
          }}
        />
      ) : null}
      <PagedList
        query={mounts}
        list={list}
        loading={t`Loading the mounts`}
        skeleton={{ items: 4, lines: ['50%', '80%'] }}
        error={t`The mounts could not be loaded`}
        empty={{ title: t`No mounts yet`, description: t`The nodes' mounts show up here once the mount paths are set up on them.` }}
        noMatch={{ title: t`No mounts match`, description: t`Try another search, node or state.` }}
        offPage={t`There are no mounts on this page.`}
        count={(total) => <Plural value={total} one="# mount" other="# mounts" />}
        pagerLabel={t`Mount pages`}
      >
        {(rows, { busy }) => (
          <ListCardList aria-label={t`Mounts`} aria-busy={busy || undefined}>
            {rows.map((mount) => (
              <MountItem key={mount.id} mount={mount} onCheck={runCheck} checking={check.isPending && check.variables === mount.id} />
            ))}
          </ListCardList>
        )}
      </PagedList>
      {outcome.dialog}
      </Stack>
    </Card>
  );
}
