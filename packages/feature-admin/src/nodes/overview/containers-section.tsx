import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRealtimeEvent } from '@portal/realtime';
import { Badge } from '@portal/ui-kit/badge';
import { SelectField } from '@portal/ui-kit/field';
import { formatDate } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card, Stack } from '@portal/ui-kit/layout';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useNodeContainers } from '../api/get-node-containers.ts';
import { nodeKeys, type ContainerStatusFilter } from '../api/keys.ts';
import type { AdminContainer } from '../api/types.ts';
import { CONTAINER_STATUS, nodePath } from '../shared/labels.ts';
import * as styles from '../shared/nodes.css.ts';

/** Containers per page. */
export const CONTAINERS_PER_PAGE = 20;

const LIST_STATE = {
  search: true,
  filters: { status: { default: 'all', values: ['all', 'running', 'exited', 'restarting', 'paused', 'created'] } },
} as const;

const STATUS_OPTIONS: { value: (typeof LIST_STATE.filters.status.values)[number]; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`Every status` },
  { value: 'running', label: msg`Running` },
  { value: 'exited', label: msg`Exited` },
  { value: 'restarting', label: msg`Restarting` },
  { value: 'paused', label: msg`Paused` },
  { value: 'created', label: msg`Created` },
];

/**
 * Servers deployed or deleted anywhere change what runs on nodes; the events do not say which node,
 * so the open node's containers and figures are asked for again (only what is on screen refetches).
 */
function useContainerEvents(nodeId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: nodeKeys.containers(nodeId) });
    void queryClient.invalidateQueries({ queryKey: nodeKeys.detail(nodeId) });
  };
  useRealtimeEvent('admin', 'server-deleted', refresh);
  useRealtimeEvent('admin', 'new-deployment', refresh);
}

function ContainerRow({ nodeId, container }: { nodeId: number; container: AdminContainer }) {
  const { t } = useLingui();
  const status = CONTAINER_STATUS[container.status];
  return (
    <Table.Row>
      <Table.Cell>
        <Link to={`${nodePath(nodeId)}/container/${container.id}`}>{container.name}</Link>
      </Table.Cell>
      <Table.Cell>{container.kind === 'media-server' ? <Trans>Media server</Trans> : <Trans>Platform</Trans>}</Table.Cell>
      <Table.Cell>
        <span className={styles.host}>{container.image}</span>
      </Table.Cell>
      <Table.Cell>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </Table.Cell>
      <Table.Cell>{container.user ? <Link to={`/admin/users/${container.user.id}`}>{container.user.name}</Link> : null}</Table.Cell>
      <Table.Cell>{container.created_at ? <time dateTime={container.created_at}>{formatDate(container.created_at)}</time> : null}</Table.Cell>
    </Table.Row>
  );
}

/** The node's containers, a page at a time, with their search and status in the address. */
export function ContainersSection({ nodeId }: { nodeId: number }) {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const status = list.filters.status === 'all' ? null : (list.filters.status as ContainerStatusFilter);
  const containers = useNodeContainers(nodeId, { page: list.page, perPage: CONTAINERS_PER_PAGE, search: list.search, status });
  useContainerEvents(nodeId);

  return (
    <Card title={t`Containers`} description={t`The customers' media servers on this node and the platform's own containers.`}>
      <Stack gap="lg">
        <div className={styles.toolbar}>
          <ListSearch list={list} label={t`Search containers`} />
          <SelectField
            label={t`Status`}
            value={list.filters.status}
            onChange={(event) => list.setFilter('status', event.target.value as typeof list.filters.status)}
            options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          />
        </div>
        <PagedList
          query={containers}
          list={list}
          loading={<SectionLoading label={t`Loading the containers`} shape="text" />}
          error={t`The containers could not be loaded`}
          empty={{ title: t`No containers`, description: t`Nothing runs on this node yet.` }}
          noMatch={{ title: t`No containers match`, clearLabel: <Trans>Show every container</Trans> }}
          offPage={t`There are no containers on this page.`}
          pagerLabel={t`Container pages`}
          headingLevel={3}
        >
          {(rows, { busy }) => (
            <Table caption={t`Containers`} captionHidden aria-busy={busy || undefined}>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>
                    <Trans>Name</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Kind</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Image</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Status</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Owner</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Created</Trans>
                  </Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {rows.map((container) => (
                  <ContainerRow key={container.id} nodeId={nodeId} container={container} />
                ))}
              </Table.Body>
            </Table>
          )}
        </PagedList>
      </Stack>
    </Card>
  );
}
