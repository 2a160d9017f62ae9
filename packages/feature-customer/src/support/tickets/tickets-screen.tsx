import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDate } from '@portal/ui-kit/format';
import { Stack } from '@portal/ui-kit/layout';
import { ListCardList, ListCardSkeleton } from '@portal/ui-kit/list-card';
import { useListState } from '@portal/ui-kit/list-state';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Pager } from '@portal/ui-kit/pager';
import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDepartments, useSupportDesk } from '../api/get-departments.ts';
import { useServers } from '#api/get-servers.ts';
import { useTickets } from '../api/get-tickets.ts';
import type { TicketFilter } from '../api/support-keys.ts';
import type { SupportTicket } from '../api/types.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import { TicketRow } from '@portal/ui-kit/ticket-thread';
import { TICKET_STATUS } from '../shared/ticket-labels.ts';
import { NewTicketForm } from './new-ticket-form.tsx';
import * as styles from './tickets.css.ts';

/** Tickets per page. */
const PAGE_SIZE = 10;

const FILTERS: { value: TicketFilter; label: MessageDescriptor }[] = [
  { value: 'open', label: msg`Open` },
  { value: 'closed', label: msg`Closed` },
  { value: null, label: msg`All` },
];

/** Where the "ticket is open" message travels to the new ticket's thread. */
export interface OpenedState {
  opened?: string;
}

/** The list's page and status filter in the address: open tickets unless it asks for closed or all. */
const LIST_STATE = { filters: { status: { default: 'open', values: ['open', 'closed', 'all'] } } } as const;

type StatusParam = (typeof LIST_STATE.filters.status.values)[number];

const toFilter = (status: StatusParam): TicketFilter => (status === 'all' ? null : status);
const toStatus = (filter: TicketFilter): StatusParam => filter ?? 'all';

function TicketItem({ ticket }: { ticket: SupportTicket }) {
  const { t } = useLingui();
  const status = TICKET_STATUS[ticket.status];
  const unread = ticket.unread_replies > 0;
  const openedOn = formatDate(ticket.created_at);
  return (
    <TicketRow
      id={ticket.id}
      link={<Link to={`/support/tickets/${ticket.id}`}>{ticket.subject}</Link>}
      unread={unread}
      details={[
        ticket.department,
        ticket.server?.name,
        <Trans>
          Opened <time dateTime={ticket.created_at}>{openedOn}</time>
        </Trans>,
      ]}
      updatedAt={ticket.updated_at}
      badges={
        <>
          {unread ? (
            <Badge tone="warning">
              <Plural value={ticket.unread_replies} one="# new reply" other="# new replies" />
            </Badge>
          ) : null}
          <Badge tone={status.tone} title={t(status.hint)}>
            {t(status.label)}
          </Badge>
        </>
      }
    />
  );
}

function LoadingTickets() {
  const { t } = useLingui();
  return (
    <ListCardList aria-label={t`Loading your tickets`} aria-busy="true">
      {[0, 1, 2].map((item) => (
        <ListCardSkeleton key={item} lines={['55%', '80%']} />
      ))}
    </ListCardList>
  );
}

function Compose({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useLingui();
  const departments = useDepartments();
  const desk = useSupportDesk();
  const servers = useServers();
  const navigate = useNavigate();
  // The departments make the form; the server it is about is optional, so the servers only make
  // their own field, and a failure to list them says so there.
  if (departments.isPending) return <SectionLoading label={t`Loading the ticket form`} />;
  if (departments.isError) {
    return <ErrorState title={t`The ticket form could not be loaded`} error={departments.error} onRetry={() => void departments.refetch()} />;
  }
  return (
    <NewTicketForm
      userId={userId}
      departments={departments.data}
      desk={desk.data}
      servers={servers.data ?? []}
      serversState={servers.isPending ? 'loading' : servers.isError ? { failed: () => void servers.refetch() } : 'ready'}
      onCancel={onClose}
      onOpened={(ticket, message) => navigate(`/support/tickets/${ticket.id}`, { state: { opened: message } satisfies OpenedState })}
    />
  );
}

function TicketList({ userId }: { userId: number }) {
  const { t } = useLingui();
  const address = useSearchParams();
  const [params, setParams] = address;
  const list = useListState(address, LIST_STATE);
  const filter = toFilter(list.filters.status);
  // The form to open a ticket is part of the address too (`?new`), so a link can open it.
  const composing = params.has('new');
  const tickets = useTickets(userId, { page: list.page, perPage: PAGE_SIZE, status: filter });
  const openButtonRef = useRef<HTMLButtonElement>(null);

  const setComposing = (compose: boolean) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (compose) next.set('new', '');
      else next.delete('new');
      return next;
    });
  };

  const counts = tickets.data?.counts;
  const countOf = (value: TicketFilter) => (counts ? (value === 'open' ? counts.open : value === 'closed' ? counts.closed : counts.open + counts.closed) : null);

  const toolbar = (
    <div className={styles.toolbar}>
      <ul className={styles.filters} aria-label={t`Show tickets`}>
        {FILTERS.map((option) => {
          const count = countOf(option.value);
          return (
            <li key={option.value ?? 'all'}>
              <button type="button" className={styles.filter} aria-pressed={filter === option.value} onClick={() => list.setFilter('status', toStatus(option.value))}>
                {t(option.label)}
                {count !== null ? <span className={styles.count}> ({count})</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {composing ? null : (
        <Button ref={openButtonRef} onClick={() => setComposing(true)}>
          <Trans>Open a ticket</Trans>
        </Button>
      )}
    </div>
  );

  const compose = composing ? (
    <Compose
      userId={userId}
      onClose={() => {
        setComposing(false);
        // Back to the button that opened the form.
        requestAnimationFrame(() => openButtonRef.current?.focus());
      }}
    />
  ) : null;

  let content;
  if (tickets.isPending) content = <LoadingTickets />;
  else if (tickets.isError) {
    content = <ErrorState title={t`Your tickets could not be loaded`} error={tickets.error} onRetry={() => void tickets.refetch()} />;
  } else {
    const { data, meta } = tickets.data;
    if (data.length === 0 && meta.total === 0) {
      content =
        filter === 'open' && tickets.data.counts.closed === 0 ? (
          <EmptyState
            title={t`No tickets yet`}
            description={t`When something does not work as it should, open a ticket and our support team will help you.`}
          />
        ) : (
          <EmptyState
            title={filter === 'open' ? t`No open tickets` : filter === 'closed' ? t`No closed tickets` : t`No tickets yet`}
            description={filter === 'open' ? t`Everything you asked us about has been closed.` : undefined}
            action={
              filter === 'open' ? (
                <Button variant="secondary" onClick={() => list.setFilter('status', 'closed')}>
                  <Trans>Show closed tickets</Trans>
                </Button>
              ) : undefined
            }
          />
        );
    } else if (data.length === 0) {
      // An old link to a page that no longer exists.
      const lastPage = meta.last_page;
      content = (
        <EmptyState
          title={t`There are no tickets on this page.`}
          action={
            <Button variant="secondary" onClick={() => list.setPage(meta.last_page)}>
              <Trans>Go to page {lastPage}</Trans>
            </Button>
          }
        />
      );
    } else {
      const busy = tickets.isPlaceholderData;
      content = (
        <>
          <ListCardList aria-label={t`Tickets`} aria-busy={busy || undefined}>
            {data.map((ticket) => (
              <TicketItem key={ticket.id} ticket={ticket} />
            ))}
          </ListCardList>
          <Pager label={t`Ticket pages`} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />
        </>
      );
    }
  }

  return (
    <Stack gap="lg">
      {compose}
      {toolbar}
      {tickets.data && tickets.data.counts.unread > 0 ? (
        <p className={styles.unreadNote} aria-live="polite">
          <Plural value={tickets.data.counts.unread} one="One ticket has a reply you have not read." other="# tickets have replies you have not read." />
        </p>
      ) : null}
      {content}
    </Stack>
  );
}

/** `/app/support/tickets`: the user's tickets, a page at a time, and the form to open one. */
export default function TicketsScreen() {
  const user = useCurrentUser();
  if (!user) return null;
  return <TicketList key={user.id} userId={user.id} />;
}
