import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { Breadcrumbs } from '@portal/ui-kit/breadcrumbs';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { Page } from '@portal/ui-kit/layout';
import { OutcomeProvider, useOutcome } from '@portal/ui-kit/outcome';
import { breadcrumbsFrom } from '@portal/ui-kit/route-handle';
import { SectionLoading } from '@portal/ui-kit/section';
import { TicketConversation, TicketStatusAction, useUnreadOnOpen } from '@portal/ui-kit/ticket-thread';
import type { ReactNode } from 'react';
import { Link, useLocation, useMatches, useParams } from 'react-router';
import { useCloseTicket } from '../api/close-ticket.ts';
import { useDownloadAttachment } from '../api/download-attachment.ts';
import { useTicket } from '../api/get-ticket.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useReopenTicket } from '../api/reopen-ticket.ts';
import type { TicketDetail } from '../api/types.ts';
import { useTicketCountInStep } from '../shared/new-ticket-count.tsx';
import { DetailsCard } from './details-card.tsx';
import { NotesCard } from './notes-card.tsx';
import { ReplyForm } from './reply-form.tsx';
import * as styles from './thread.css.ts';

/** What the list hands to a ticket it opens: its own address, for the way back. */
interface FromList {
  list?: string;
}

/** The trail back to the list, to the same view of it when the ticket was opened from there. */
function Trail({ id }: { id: number }) {
  const { t } = useLingui();
  const matches = useMatches();
  const location = useLocation();
  const list = (location.state as FromList | null)?.list;
  return (
    <Breadcrumbs
      items={breadcrumbsFrom(matches, { current: t`Ticket #${id}` })}
      renderLink={(crumb) => <Link to={crumb.to === '/admin/support' && list ? `${crumb.to}?${list}` : crumb.to}>{crumb.label}</Link>}
    />
  );
}

/** Closing asks first; closing and reopening are the area's calls. */
function CloseOrReopen({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const close = useCloseTicket(ticket.id);
  const reopen = useReopenTicket(ticket.id);
  const subject = ticket.subject;
  return (
    <TicketStatusAction
      closed={ticket.status === 'closed'}
      closeDescription={t`“${subject}” will no longer wait for anybody. It can be reopened later.`}
      close={() => close.mutateAsync()}
      reopen={() => reopen.mutateAsync()}
      reopening={reopen.isPending}
    />
  );
}

function Thread({ ticket }: { ticket: TicketDetail }) {
  const download = useDownloadAttachment();
  const { mutate: markRead } = useMarkRead(ticket.id);
  const isNew = useUnreadOnOpen(ticket, markRead);
  const outcome = useOutcome();
  const id = ticket.id;
  const customer = ticket.user?.name;

  return (
    <Page
      title={ticket.subject}
      description={customer ? <Trans>Ticket #{id} from {customer}</Trans> : <Trans>Ticket #{id}</Trans>}
      breadcrumbs={<Trail id={ticket.id} />}
      actions={<CloseOrReopen ticket={ticket} />}
    >
      <div className={styles.layout}>
        <div className={styles.column}>
          <TicketConversation
            messages={ticket.messages}
            isNew={isNew}
            downloading={download.isPending ? (download.variables?.id ?? null) : null}
            onDownload={(attachment) => download.mutate(attachment, { onError: (error) => outcome.failed(error) })}
            closed={ticket.status === 'closed'}
            reply={<ReplyForm ticketId={ticket.id} />}
          />
        </div>
        <div className={styles.column}>
          <DetailsCard ticket={ticket} />
          <NotesCard ticketId={ticket.id} notes={ticket.notes} />
        </div>
      </div>
    </Page>
  );
}

function NotFound({ breadcrumbs }: { breadcrumbs?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page title={t`Ticket not found`} breadcrumbs={breadcrumbs}>
      <EmptyState
        title={t`This ticket does not exist`}
        description={t`It may have been deleted with its customer’s account.`}
        action={
          <Button asChild variant="secondary">
            <Link to="/admin/support">
              <Trans>All tickets</Trans>
            </Link>
          </Button>
        }
      />
    </Page>
  );
}

function TicketView({ id }: { id: number }) {
  const { t } = useLingui();
  const ticket = useTicket(id);
  useTicketCountInStep();
  if (ticket.isPending) {
    return (
      <Page title={t`Ticket #${id}`} breadcrumbs={<Trail id={id} />}>
        <SectionLoading label={t`Loading the ticket`} />
      </Page>
    );
  }
  if (ticket.isError) {
    if (isApiError(ticket.error) && ticket.error.status === 404) return <NotFound breadcrumbs={<Trail id={id} />} />;
    return (
      <Page title={t`Ticket #${id}`} breadcrumbs={<Trail id={id} />}>
        <ErrorState title={t`This ticket could not be loaded`} error={ticket.error} onRetry={() => void ticket.refetch()} />
      </Page>
    );
  }
  return <Thread ticket={ticket.data} />;
}

/** `/app/admin/support/tickets/{id}`: a ticket's thread, the staff's answer and notes, and what the staff decides about it. */
export default function TicketScreen() {
  const { id } = useParams();
  const ticketId = Number(id);
  if (!Number.isInteger(ticketId) || ticketId < 1) return <NotFound />;
  // One outcome dialog for the thread's many actions.
  return (
    <OutcomeProvider>
      <TicketView key={ticketId} id={ticketId} />
    </OutcomeProvider>
  );
}
