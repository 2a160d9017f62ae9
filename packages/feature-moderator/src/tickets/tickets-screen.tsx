import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField } from '@portal/ui-kit/field';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Page, Stack } from '@portal/ui-kit/layout';
import { ListCardList, ListCardSkeleton } from '@portal/ui-kit/list-card';
import { ListSearch, useListState } from '@portal/ui-kit/list-state';
import { Pager } from '@portal/ui-kit/pager';
import { TicketCustomer, TicketRow, UnreadBadge } from '@portal/ui-kit/ticket-thread';
import { Link, useSearchParams } from 'react-router';
import { useTickets } from '../api/get-tickets.ts';
import type { TicketListParams } from '../api/keys.ts';
import type { TicketPriority, TicketStatus, TicketSummary } from '../api/types.ts';
import { PRIORITIES, PRIORITY_LABELS, STATUSES, STATUS_LABELS } from '../shared/labels.ts';
import { UnreadCount } from '../shared/unread-count.tsx';
import * as styles from './tickets.css.ts';

const PER_PAGE = 25;
const ANY = 'any';

/** Orders on offer, as `column.direction` under `sort` in the address. */
const ORDERS = ['updated_at.desc', 'updated_at.asc', 'priority.desc', 'created_at.desc', 'customer.asc', 'subject.asc', 'id.desc'] as const;
type Order = (typeof ORDERS)[number];

const ORDER_LABELS: Record<Order, MessageDescriptor> = {
  'updated_at.desc': msg`Recently updated first`,
  'updated_at.asc': msg`Longest without update first`,
  'priority.desc': msg`Most urgent first`,
  'created_at.desc': msg`Newest first`,
  'customer.asc': msg`Customer, A to Z`,
  'subject.asc': msg`Subject, A to Z`,
  'id.desc': msg`Highest ticket number first`,
};

/** Everything that narrows or orders the list lives in the address, so a view can be bookmarked. */
const LIST = {
  search: true,
  filters: {
    status: { default: ANY, values: [ANY, ...STATUSES] },
    priority: { default: ANY, values: [ANY, ...PRIORITIES] },
    unread: { default: '0', values: ['0', '1'] },
  },
  sort: { default: 'updated_at.desc', values: ORDERS },
} as const;

function Row({ ticket, myId, from }: { ticket: TicketSummary; myId: number | undefined; from: string }) {
  const { t } = useLingui();
  const unread = ticket.unread === true;
  const status = STATUS_LABELS[ticket.status];
  const priority = ticket.priority ? PRIORITY_LABELS[ticket.priority] : undefined;
  const assigneeName = ticket.assignee?.name;
  let assignment;
  if (!ticket.assignee) assignment = <Trans>Nobody has it yet</Trans>;
  else if (ticket.assignee.id === myId) assignment = <Trans>Yours</Trans>;
  else assignment = <Trans>With {assigneeName}</Trans>;
  return (
    <TicketRow
      id={ticket.id}
      // The list's address travels along, so the thread's way back lands on the same view.
      link={
        <Link to={`/moderator/tickets/${ticket.id}`} state={{ from }}>
          {ticket.subject}
        </Link>
      }
      unread={unread}
      details={[<TicketCustomer customer={ticket.user} />, assignment]}
      detailsLabel={t`About this ticket`}
      updatedAt={ticket.updated_at}
      badges={
        <>
          {unread ? <UnreadBadge /> : null}
          {priority ? <Badge tone={priority.tone}>{t(priority.badge)}</Badge> : null}
          <Badge tone={status.tone}>{t(status.label)}</Badge>
        </>
      }
    />
  );
}

/** `/app/moderator/tickets`: the help desk's tickets a moderator answers, with the unread ones counted live. */
export default function TicketsScreen() {
  const { t } = useLingui();
  const address = useSearchParams();
  const list = useListState(address, LIST);
  const me = useCurrentUser();
  const [sortColumn, sortDirection] = list.sort.split('.') as [TicketListParams['sortColumn'], TicketListParams['sortDirection']];
  const tickets = useTickets({
    page: list.page,
    perPage: PER_PAGE,
    search: list.search,
    status: list.filters.status === ANY ? null : (list.filters.status as TicketStatus),
    priority: list.filters.priority === ANY ? null : (list.filters.priority as TicketPriority),
    unread: list.filters.unread === '1',
    sortColumn,
    sortDirection,
  });
  const from = address[0].toString();

  let body;
  if (tickets.isPending) {
    body = (
      <ListCardList aria-label={t`Loading the tickets`} aria-busy="true">
        {[1, 2, 3, 4].map((key) => (
          <ListCardSkeleton key={key} lines={['60%', '85%']} />
        ))}
      </ListCardList>
    );
  } else if (tickets.isError) {
    body = <ErrorState title={t`The tickets could not be loaded`} error={tickets.error} onRetry={() => void tickets.refetch()} />;
  } else if (tickets.data.meta.total === 0) {
    body = list.isFiltered ? (
      <EmptyState
        title={t`No tickets match`}
        description={t`Try another search or fewer filters.`}
        action={
          <Button variant="secondary" onClick={list.reset}>
            <Trans>Show all tickets</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState title={t`The help desk is empty`} description={t`Tickets customers open show up here.`} />
    );
  } else if (tickets.data.data.length === 0) {
    // A bookmarked page that the list no longer reaches.
    const last = tickets.data.meta.last_page;
    body = (
      <EmptyState
        title={t`This page is past the end of the list`}
        action={
          <Button variant="secondary" onClick={() => list.setPage(last)}>
            <Trans>Go to page {last}</Trans>
          </Button>
        }
      />
    );
  } else {
    const { data, meta } = tickets.data;
    const busy = tickets.isPlaceholderData;
    body = (
      <Stack gap="md">
        <p className={styles.summary}>
          {list.isFiltered ? <Plural value={meta.total} one="# ticket matches." other="# tickets match." /> : <Plural value={meta.total} one="# ticket in all." other="# tickets in all." />}
        </p>
        <ListCardList aria-label={t`Tickets`} aria-busy={busy || undefined}>
          {data.map((ticket) => (
            <Row key={ticket.id} ticket={ticket} myId={me?.id} from={from} />
          ))}
        </ListCardList>
        <Pager label={t`Pages of tickets`} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />
      </Stack>
    );
  }

  return (
    <Page title={t`Tickets`} description={t`Customers’ questions to the help desk: answer them, close them, reopen them.`}>
      <Stack gap="lg">
        <UnreadCount
          action={
            list.filters.unread === '1' ? null : (
              <Button variant="secondary" size="sm" onClick={() => list.setFilter('unread', '1')}>
                <Trans>Show only unread</Trans>
              </Button>
            )
          }
        />
        <div className={styles.filters}>
          <ListSearch list={list} label={t`Search tickets`} />
          <SelectField
            label={t`Status`}
            value={list.filters.status}
            options={[{ value: ANY, label: t`Any status` }, ...STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value].label) }))]}
            onChange={(event) => list.setFilter('status', event.target.value as (typeof LIST.filters.status.values)[number])}
          />
          <SelectField
            label={t`Priority`}
            value={list.filters.priority}
            options={[{ value: ANY, label: t`Any priority` }, ...PRIORITIES.map((value) => ({ value, label: t(PRIORITY_LABELS[value].label) }))]}
            onChange={(event) => list.setFilter('priority', event.target.value as (typeof LIST.filters.priority.values)[number])}
          />
          <SelectField
            label={t`Show`}
            value={list.filters.unread}
            options={[
              { value: '0', label: t`Read and unread` },
              { value: '1', label: t`Unread only` },
            ]}
            onChange={(event) => list.setFilter('unread', event.target.value === '1' ? '1' : '0')}
          />
          <SelectField label={t`Sort by`} value={list.sort} options={ORDERS.map((value) => ({ value, label: t(ORDER_LABELS[value]) }))} onChange={(event) => list.setSort(event.target.value as Order)} />
        </div>
        {list.isFiltered ? (
          <div>
            <Button variant="ghost" size="sm" onClick={list.reset}>
              <Trans>Clear search and filters</Trans>
            </Button>
          </div>
        ) : null}
        {body}
      </Stack>
    </Page>
  );
}
