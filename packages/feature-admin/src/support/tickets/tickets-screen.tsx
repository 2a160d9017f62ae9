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
import { useAssignees } from '../api/get-assignees.ts';
import { useTickets } from '../api/get-tickets.ts';
import type { TicketListParams } from '../api/keys.ts';
import type { TicketPriority, TicketStatus, TicketSummary } from '../api/types.ts';
import { NewTicketCount } from '../shared/new-ticket-count.tsx';
import { TICKET_PRIORITIES, TICKET_PRIORITY, TICKET_STATUS, TICKET_STATUSES } from '../shared/ticket-labels.ts';
import * as styles from './tickets.css.ts';

/** Tickets per page. */
const PAGE_SIZE = 25;

/** The orders on offer, as `column.direction` in the address (`?sort=priority.desc`). */
const SORTS = ['updated_at.desc', 'updated_at.asc', 'priority.desc', 'created_at.desc', 'created_at.asc', 'subject.asc', 'customer.asc', 'id.desc'] as const;
type Sort = (typeof SORTS)[number];

const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  'updated_at.desc': msg`Last update, newest first`,
  'updated_at.asc': msg`Last update, oldest first`,
  'priority.desc': msg`Priority, most urgent first`,
  'created_at.desc': msg`Opened, newest first`,
  'created_at.asc': msg`Opened, oldest first`,
  'subject.asc': msg`Subject, A to Z`,
  'customer.asc': msg`Customer, A to Z`,
  'id.desc': msg`Ticket number, highest first`,
};

const ALL = 'all';

/** Search, filters, order and page in the address, so a view of the tickets can be bookmarked. */
const LIST_STATE = {
  search: true,
  filters: {
    status: { default: ALL, values: [ALL, ...TICKET_STATUSES] },
    priority: { default: ALL, values: [ALL, ...TICKET_PRIORITIES] },
    // A staff member's id, `me` or `none`; anything else reads as everybody's.
    assignee: { default: ALL },
  },
  sort: { default: 'updated_at.desc', values: SORTS },
} as const;

const ASSIGNEE_VALUE = /^(me|none|\d+)$/;

function TicketItem({ ticket, search }: { ticket: TicketSummary; search: string }) {
  const { t } = useLingui();
  const status = TICKET_STATUS[ticket.status];
  const priority = ticket.priority ? TICKET_PRIORITY[ticket.priority] : null;
  const unread = ticket.unread === true;
  const assignee = ticket.assignee?.name;
  return (
    <TicketRow
      id={ticket.id}
      // The list's address goes along, so the ticket's way back returns to the same view.
      link={
        <Link to={`/admin/support/tickets/${ticket.id}`} state={{ list: search }}>
          {ticket.subject}
        </Link>
      }
      unread={unread}
      details={[<TicketCustomer customer={ticket.user} />, assignee ? <Trans>Assigned to {assignee}</Trans> : <Trans>Unassigned</Trans>]}
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

function LoadingTickets() {
  const { t } = useLingui();
  return (
    <ListCardList aria-label={t`Loading the tickets`} aria-busy="true">
      {[0, 1, 2, 3].map((item) => (
        <ListCardSkeleton key={item} lines={['55%', '80%']} />
      ))}
    </ListCardList>
  );
}

/** `/app/admin/support`: every customer's tickets, a page at a time, with the count of new ones. */
export default function TicketsScreen() {
  const { t } = useLingui();
  const address = useSearchParams();
  const list = useListState(address, LIST_STATE);
  const me = useCurrentUser();
  const staff = useAssignees();
  const [sortColumn, sortDirection] = list.sort.split('.') as [TicketListParams['sortColumn'], TicketListParams['sortDirection']];
  const assignee = ASSIGNEE_VALUE.test(list.filters.assignee) ? list.filters.assignee : ALL;
  const params: TicketListParams = {
    page: list.page,
    perPage: PAGE_SIZE,
    search: list.search,
    status: list.filters.status === ALL ? null : (list.filters.status as TicketStatus),
    priority: list.filters.priority === ALL ? null : (list.filters.priority as TicketPriority),
    assignee: assignee === ALL ? null : assignee,
    sortColumn,
    sortDirection,
  };
  const tickets = useTickets(params);
  const search = address[0].toString();

  const staffOptions = (staff.data ?? []).map((member) => {
    const name = member.name;
    return { value: String(member.id), label: member.id === me?.id ? t`${name} (you)` : name };
  });
  // A bookmarked staff member shows by number until the staff has loaded (or if they have left).
  if (/^\d+$/.test(assignee) && !staffOptions.some((option) => option.value === assignee)) {
    const number = assignee;
    staffOptions.push({ value: assignee, label: t`Staff member ${number}` });
  }

  const filters = (
    <div className={styles.toolbar}>
      <ListSearch list={list} label={t`Search tickets`} />
      <SelectField
        label={t`Status`}
        value={list.filters.status}
        options={[{ value: ALL, label: t`Any status` }, ...TICKET_STATUSES.map((value) => ({ value, label: t(TICKET_STATUS[value].label) }))]}
        onChange={(event) => list.setFilter('status', event.target.value as (typeof LIST_STATE.filters.status.values)[number])}
      />
      <SelectField
        label={t`Priority`}
        value={list.filters.priority}
        options={[{ value: ALL, label: t`Any priority` }, ...TICKET_PRIORITIES.map((value) => ({ value, label: t(TICKET_PRIORITY[value].label) }))]}
        onChange={(event) => list.setFilter('priority', event.target.value as (typeof LIST_STATE.filters.priority.values)[number])}
      />
      <SelectField
        label={t`Assigned to`}
        value={assignee}
        options={[{ value: ALL, label: t`Anyone or nobody` }, { value: 'me', label: t`Me` }, { value: 'none', label: t`Nobody` }, ...staffOptions]}
        onChange={(event) => list.setFilter('assignee', event.target.value)}
      />
      <SelectField label={t`Sort by`} value={list.sort} options={SORTS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))} onChange={(event) => list.setSort(event.target.value as Sort)} />
    </div>
  );

  let content;
  if (tickets.isPending) content = <LoadingTickets />;
  else if (tickets.isError) {
    content = <ErrorState title={t`The tickets could not be loaded`} error={tickets.error} onRetry={() => void tickets.refetch()} />;
  } else {
    const { data, meta } = tickets.data;
    if (meta.total === 0) {
      content = list.isFiltered ? (
        <EmptyState title={t`No tickets match`} description={t`Try another search or other filters.`} />
      ) : (
        <EmptyState title={t`No tickets yet`} description={t`The tickets customers open show up here.`} />
      );
    } else if (data.length === 0) {
      // An old link to a page that no longer exists.
      const lastPage = meta.last_page;
      content = (
        <EmptyState
          title={t`There are no tickets on this page.`}
          action={
            <Button variant="secondary" onClick={() => list.setPage(lastPage)}>
              <Trans>Go to page {lastPage}</Trans>
            </Button>
          }
        />
      );
    } else {
      const busy = tickets.isPlaceholderData;
      content = (
        <Stack gap="md">
          <p className={styles.total}>
            {list.isFiltered ? <Plural value={meta.total} one="# ticket matches." other="# tickets match." /> : <Plural value={meta.total} one="# ticket in all." other="# tickets in all." />}
          </p>
          <ListCardList aria-label={t`Tickets`} aria-busy={busy || undefined}>
            {data.map((ticket) => (
              <TicketItem key={ticket.id} ticket={ticket} search={search} />
            ))}
          </ListCardList>
          <Pager label={t`Ticket pages`} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />
        </Stack>
      );
    }
  }

  return (
    <Page title={t`Support`} description={t`Every customer’s tickets: answer them, pass them on, close them.`}>
      <Stack gap="lg">
        <NewTicketCount />
        {filters}
        {list.isFiltered ? (
          <div>
            <Button variant="ghost" size="sm" onClick={list.reset}>
              <Trans>Clear the filters</Trans>
            </Button>
          </div>
        ) : null}
        {content}
      </Stack>
    </Page>
  );
}
