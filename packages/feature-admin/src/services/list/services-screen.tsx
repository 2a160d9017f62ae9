import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SERVER_STATUS, SERVER_TYPE_LABELS } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField, type SelectOption } from '@portal/ui-kit/field';
import { formatDate } from '@portal/ui-kit/format';
import { Page, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { PagedList } from '@portal/ui-kit/paged-list';
import { SectionLoading } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { Link, useSearchParams } from 'react-router';
import { useServiceFilters } from '../api/get-service-filters.ts';
import { useServices } from '../api/get-services.ts';
import type { AdminService, ServerStatus, ServerType } from '../api/types.ts';
import { BILLING_CYCLE, SORT_CALL, SORT_LABEL, SORTS } from '../labels.ts';
import * as styles from './services.css.ts';

/** Services per page. */
const PAGE_SIZE = 25;

const TYPES = Object.keys(SERVER_TYPE_LABELS) as ServerType[];
const STATUSES = Object.keys(SERVER_STATUS) as ServerStatus[];

/** Everything the list is narrowed or ordered by lives in the address, so a view can be bookmarked. */
const LIST_STATE = {
  search: { param: 'search' },
  filters: {
    type: { default: 'all', values: ['all', ...TYPES] },
    status: { default: 'all', values: ['all', ...STATUSES] },
    node: { default: '' },
    user: { default: '' },
  },
  sort: { default: 'newest', values: SORTS },
} as const;

/** A record's id from the address, or null when it holds none. */
function idFrom(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

function ServiceRow({ service }: { service: AdminService }) {
  const { t } = useLingui();
  const status = SERVER_STATUS[service.status];
  const createdOn = service.created_at ? formatDate(service.created_at) : null;
  const dueOn = service.next_due_date ? formatDate(service.next_due_date) : null;
  return (
    <Table.Row>
      <Table.Cell>
        <span className={styles.name}>{service.name}</span>
        {createdOn ? (
          <span className={styles.secondary}>
            <Trans>
              Since <time dateTime={service.created_at}>{createdOn}</time>
            </Trans>
          </span>
        ) : null}
      </Table.Cell>
      <Table.Cell>{SERVER_TYPE_LABELS[service.type]}</Table.Cell>
      <Table.Cell>
        <Badge tone={status.tone}>{t(status.label)}</Badge>
      </Table.Cell>
      <Table.Cell>
        {service.user ? (
          <>
            <TextLink asChild>
              <Link to={`/admin/users/${service.user.id}`}>{service.user.name}</Link>
            </TextLink>
            {service.user.email ? <span className={styles.secondary}>{service.user.email}</span> : null}
          </>
        ) : (
          <span className={styles.muted}>
            <Trans>Unknown</Trans>
          </span>
        )}
      </Table.Cell>
      <Table.Cell>
        {service.node ? (
          <TextLink asChild>
            <Link to={`/admin/nodes/${service.node.id}`}>{service.node.name}</Link>
          </TextLink>
        ) : (
          <span className={styles.muted}>
            <Trans>Unknown</Trans>
          </span>
        )}
      </Table.Cell>
      <Table.Cell>
        {service.product ? (
          service.product.name
        ) : (
          <span className={styles.muted}>
            <Trans>No product</Trans>
          </span>
        )}
      </Table.Cell>
      <Table.Cell>
        {service.billing_cycle ? <span className={styles.nowrap}>{t(BILLING_CYCLE[service.billing_cycle])}</span> : null}
        {dueOn ? (
          <span className={styles.secondary}>
            <Trans>
              Next due <time dateTime={service.next_due_date ?? undefined}>{dueOn}</time>
            </Trans>
          </span>
        ) : null}
        {!service.billing_cycle && !dueOn ? (
          <span className={styles.muted}>
            <Trans>Not billed</Trans>
          </span>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

function ServiceTable({ services, busy }: { services: AdminService[]; busy: boolean }) {
  const { t } = useLingui();
  return (
    <Table caption={t`Services`} captionHidden aria-busy={busy || undefined}>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>
            <Trans>Service</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Type</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Status</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Owner</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Node</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Product</Trans>
          </Table.HeaderCell>
          <Table.HeaderCell>
            <Trans>Billing</Trans>
          </Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {services.map((service) => (
          <ServiceRow key={service.id} service={service} />
        ))}
      </Table.Body>
    </Table>
  );
}

/** `/app/admin/services`: every customer's service on the platform, a page at a time. */
export default function ServicesScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), LIST_STATE);
  const { type, status, node, user } = list.filters;
  const nodeId = idFrom(node);
  const userId = idFrom(user);
  const order = SORT_CALL[list.sort];
  const services = useServices({
    page: list.page,
    perPage: PAGE_SIZE,
    search: list.search,
    sortColumn: order.column,
    sortDirection: order.direction,
    type: type === 'all' ? null : type,
    status: status === 'all' ? null : status,
    node: nodeId,
    user: userId,
  });
  const filters = useServiceFilters();

  const nodeOptions: SelectOption[] = [{ value: '', label: t`All nodes` }, ...(filters.data?.nodes ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }))];
  // A node from a link that the choices do not hold (they failed, or are still coming) still shows as chosen.
  if (nodeId !== null && !nodeOptions.some((option) => option.value === node)) nodeOptions.push({ value: node, label: t`Node #${nodeId}` });

  const owner = userId !== null ? services.data?.data.find((service) => service.user?.id === userId)?.user : undefined;
  const ownerName = owner?.name;

  return (
    <Page title={t`Services`} description={t`Every customer’s media server on the platform, with its owner, node and billing.`}>
      <Stack gap="lg">
        <div className={styles.toolbar}>
          <div className={styles.search}>
            <ListSearch list={list} label={t`Search services`} />
          </div>
          <SelectField
            label={t`Type`}
            value={type}
            onChange={(event) => list.setFilter('type', event.target.value as typeof type)}
            options={[{ value: 'all', label: t`All types` }, ...TYPES.map((value) => ({ value, label: SERVER_TYPE_LABELS[value] }))]}
          />
          <SelectField
            label={t`Status`}
            value={status}
            onChange={(event) => list.setFilter('status', event.target.value as typeof status)}
            options={[{ value: 'all', label: t`All statuses` }, ...STATUSES.map((value) => ({ value, label: t(SERVER_STATUS[value].label) }))]}
          />
          <SelectField label={t`Node`} value={node} onChange={(event) => list.setFilter('node', event.target.value)} options={nodeOptions} />
          <SelectField
            label={t`Sort by`}
            value={list.sort}
            onChange={(event) => list.setSort(event.target.value as typeof list.sort)}
            options={SORTS.map((value) => ({ value, label: t(SORT_LABEL[value]) }))}
          />
        </div>
        {userId !== null ? (
          <div className={styles.ownerFilter}>
            <p>{ownerName ? <Trans>Only the services of {ownerName}.</Trans> : <Trans>Only the services of user #{userId}.</Trans>}</p>
            <Button variant="secondary" size="sm" onClick={() => list.setFilter('user', '')}>
              <Trans>Show every owner’s services</Trans>
            </Button>
          </div>
        ) : null}
        <PagedList
          query={services}
          list={list}
          loading={<SectionLoading label={t`Loading the services`} shape="text" lines={8} />}
          error={t`The services could not be loaded`}
          empty={{ title: t`No services yet`, description: t`When a customer orders a media server, it shows here.` }}
          noMatch={{ title: t`No services match`, description: t`No service matches this search and these filters.`, clearLabel: <Trans>Show every service</Trans> }}
          offPage={t`There are no services on this page.`}
          count={(total) => <Plural value={total} one="# service" other="# services" />}
          pagerLabel={t`Service pages`}
        >
          {(rows, { busy }) => <ServiceTable services={rows} busy={busy} />}
        </PagedList>
      </Stack>
    </Page>
  );
}
