import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { SelectField, type SelectOption } from '@portal/ui-kit/field';
import { Card, Stack } from '@portal/ui-kit/layout';
import { ListCard, ListCardLink, ListCardList, ListCardSkeleton, ListCardTitle } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { failureStatus } from '@portal/ui-kit/outcome';
import { Pager } from '@portal/ui-kit/pager';
import { EmptyState, SectionError, SectionLoading } from '@portal/ui-kit/section';
import { Link, useSearchParams } from 'react-router';
import { useWhmcsContainers } from '../api/get-containers.ts';
import { useWhmcsNode } from '../api/get-node.ts';
import type { ContainerListParams } from '../api/keys.ts';
import type { WhmcsContainer, WhmcsNode } from '../api/types.ts';
import { containerPath, SERVICE_STATUS, WHMCS_BASE } from '../shared/labels.ts';
import { WhmcsNotFound } from '../shared/not-found.tsx';
import { useWhmcsIds } from '../shared/route-ids.ts';
import { ServiceBadge } from '../shared/service-badge.tsx';
import * as styles from '../shared/whmcs.css.ts';

const PAGE_SIZE = 15;
const STATUSES = ['pending', 'active', 'suspended', 'terminated', 'cancelled'] as const satisfies readonly (keyof typeof SERVICE_STATUS)[];
const SORTS = ['name', 'service', 'client', 'status'] as const;

const STATUS_FILTERS = ['all', ...STATUSES, 'none'] as const;

const LIST_STATE = {
  search: { param: 'search' },
  filters: { status: { default: 'all', values: STATUS_FILTERS } },
  sort: { default: 'name', values: SORTS },
} as const;

function ContainerCard({ nodeId, container }: { nodeId: number; container: WhmcsContainer }) {
  const { t } = useLingui();
  const service = container.service;
  const serviceId = service?.id;
  return (
    <ListCard>
      <div>
        <ListCardTitle>
          <ListCardLink asChild>
            <Link to={containerPath(nodeId, container.id)}>{container.name}</Link>
          </ListCardLink>
        </ListCardTitle>
        {container.server_name ? <span className={styles.muted}>{container.server_name}</span> : null}
      </div>
      <span className={styles.row}>
        {service ? (
          <>
            <span>{t`Service #${serviceId}`}</span>
            <span>{service.client.name}</span>
            {service.product ? <span className={styles.muted}>{service.product.name}</span> : null}
          </>
        ) : null}
        <ServiceBadge service={service} />
      </span>
    </ListCard>
  );
}

function Containers({ node }: { node: WhmcsNode }) {
  const { t } = useLingui();
  const alias = node.alias;
  const list = useListState(useSearchParams(), LIST_STATE);
  const status = list.filters.status;
  const params: ContainerListParams = {
    page: list.page,
    perPage: PAGE_SIZE,
    search: list.search,
    status: status === 'all' ? null : status,
    sortColumn: list.sort,
    sortDirection: 'asc',
  };
  const containers = useWhmcsContainers(node.id, params);
  const statusOptions: SelectOption[] = [
    { value: 'all', label: t`Every status` },
    ...STATUSES.map((value) => ({ value, label: t(SERVICE_STATUS[value].label) })),
    { value: 'none', label: t`Not in WHMCS` },
  ];
  const sortOptions: SelectOption[] = [
    { value: 'name', label: t`Container` },
    { value: 'service', label: t`Service id` },
    { value: 'client', label: t`Client` },
    { value: 'status', label: t`Status` },
  ];

  let content;
  if (containers.isPending) {
    content = (
      <ListCardList aria-label={t`Loading the containers`} aria-busy>
        <ListCardSkeleton />
        <ListCardSkeleton />
        <ListCardSkeleton />
      </ListCardList>
    );
  } else if (containers.isError) {
    content = <SectionError headingLevel={3} title={t`The containers could not be loaded`} error={containers.error} onRetry={() => void containers.refetch()} />;
  } else if (containers.data.data.length === 0) {
    content = list.isFiltered ? (
      <EmptyState
        headingLevel={3}
        title={t`No containers match`}
        description={t`No container matches this search and this status.`}
        action={
          <Button variant="secondary" onClick={list.reset}>
            <Trans>Show every container</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState headingLevel={3} title={t`No containers on this node yet`} description={t`When WHMCS creates a server on this node, its container shows here.`} />
    );
  } else {
    const { data, meta } = containers.data;
    content = (
      <Stack gap="md">
        <p className={styles.muted} aria-live="polite">
          <Plural value={meta.total} one="# container" other="# containers" />
        </p>
        <ListCardList aria-label={t`Containers on ${alias}`} aria-busy={containers.isPlaceholderData || undefined}>
          {data.map((container) => (
            <ContainerCard key={container.id} nodeId={node.id} container={container} />
          ))}
        </ListCardList>
        <Pager label={t`Container pages`} {...list.pagerProps(meta.last_page, { busy: containers.isPlaceholderData })} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div className={styles.toolbar}>
        <ListSearch list={list} label={t`Search containers`} />
        <div className={styles.row}>
          <SelectField label={t`WHMCS status`} value={status} options={statusOptions} onChange={(event) => list.setFilter('status', STATUS_FILTERS.find((value) => value === event.target.value) ?? 'all')} />
          <SelectField label={t`Sort by`} value={list.sort} options={sortOptions} onChange={(event) => list.setSort(SORTS.find((value) => value === event.target.value) ?? 'name')} />
        </div>
      </div>
      {content}
    </Stack>
  );
}

/** `/app/reseller-panel/whmcs/node/{node}`: the node's containers with their WHMCS services, searched, filtered and paged. */
export default function WhmcsNodeScreen() {
  const { t } = useLingui();
  const { nodeId } = useWhmcsIds();
  const node = useWhmcsNode(nodeId);
  if (node.isPending) return <SectionLoading label={t`Loading the node`} />;
  if (node.isError) {
    if (failureStatus(node.error) === 404) {
      return (
        <WhmcsNotFound
          title={t`Node not found`}
          description={t`This node does not exist, or it is not one you manage.`}
          back={{ to: WHMCS_BASE, label: t`Back to WHMCS` }}
        />
      );
    }
    return <SectionError headingLevel={2} title={t`The node could not be loaded`} error={node.error} onRetry={() => void node.refetch()} />;
  }
  const { alias, services_active: active, without_service: without } = node.data;
  return (
    <Card
      title={t`Node ${alias} in WHMCS`}
      description={t`Active services: ${active} · Not in WHMCS: ${without}`}
    >
      <Containers node={node.data} />
    </Card>
  );
}
