import { Plural, useLingui } from '@lingui/react/macro';
import { SERVER_STATUS, type Node } from '@portal/api-client';
import { SelectField, type SelectOption } from '@portal/ui-kit/field';
import { Stack } from '@portal/ui-kit/layout';
import { ListCardList } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import { SectionError } from '@portal/ui-kit/section';
import { useSearchParams } from 'react-router';
import { useServers } from '../api/get-servers.ts';
import type { ServerStatus } from '../api/types.ts';
import { ServerRow } from '../shared/server-row.tsx';
import { ListEmpty, ListLoading } from '../shared/list-states.tsx';
import * as styles from './overview.css.ts';

const PAGE_SIZE = 10;
const STATUSES = Object.keys(SERVER_STATUS) as ServerStatus[];

const LIST_STATE = {
  search: { param: 'search' },
  filters: {
    status: { default: 'all', values: ['all', ...STATUSES] },
    node: { default: '' },
  },
} as const;

/** The servers on the reseller's nodes, searched, filtered and paged on the server, with the choices in the address. */
export function ServersList({ nodes }: { nodes: Node[] }) {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const { status, node } = list.filters;
  const nodeId = /^\d+$/.test(node) ? Number(node) : null;
  const servers = useServers({
    page: list.page,
    perPage: PAGE_SIZE,
    search: list.search,
    sortColumn: 'name',
    sortDirection: 'asc',
    node: nodeId,
    status: status === 'all' ? null : status,
  });
  const statusOptions: SelectOption[] = [{ value: 'all', label: t`Every status` }, ...STATUSES.map((value) => ({ value, label: t(SERVER_STATUS[value].label) }))];
  const nodeOptions: SelectOption[] = [{ value: '', label: t`Every node` }, ...nodes.map((entry) => ({ value: String(entry.id), label: entry.alias }))];
  if (nodeId !== null && !nodeOptions.some((option) => option.value === node)) nodeOptions.push({ value: node, label: t`Node #${nodeId}` });

  let content;
  if (servers.isPending) {
    content = <ListLoading label={t`Loading the servers`} />;
  } else if (servers.isError) {
    content = <SectionError headingLevel={3} title={t`The servers could not be loaded`} error={servers.error} onRetry={() => void servers.refetch()} />;
  } else if (servers.data.data.length === 0) {
    content = (
      <ListEmpty
        filtered={list.isFiltered ? { title: t`No servers match`, description: t`No server matches this search and these filters.`, showAll: t`Show every server`, onShowAll: list.reset } : null}
        title={t`No servers yet`}
        description={t`When your customers’ servers are deployed on your nodes, they show here.`}
      />
    );
  } else {
    const { data, meta } = servers.data;
    const total = meta.total;
    content = (
      <Stack gap="md">
        <p className={styles.count} aria-live="polite">
          <Plural value={total} one="# server" other="# servers" />
        </p>
        <ListCardList aria-label={t`Servers`} aria-busy={servers.isPlaceholderData || undefined}>
          {data.map((server) => (
            <ServerRow key={server.id} server={server} />
          ))}
        </ListCardList>
        <Pager label={t`Server pages`} {...list.pagerProps(meta.last_page, { busy: servers.isPlaceholderData })} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div className={styles.toolbar}>
        <ListSearch list={list} label={t`Search servers`} />
        <SelectField label={t`Status`} options={statusOptions} value={status} onChange={(event) => list.setFilter('status', event.target.value as typeof status)} />
        <SelectField label={t`Node`} options={nodeOptions} value={node} onChange={(event) => list.setFilter('node', event.target.value)} />
      </div>
      {content}
    </Stack>
  );
}
