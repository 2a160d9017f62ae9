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
import { Link, useLocation, useMatches, useParams } from 'react-router';
import { useCloseTicket } from '../api/close-ticket.ts';
import { useDownloadAttachment } from '../api/download-attachment.ts';
import { useTicket } from '../api/get-ticket.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useReopenTicket } from '../api/reopen-ticket.ts';
import type { TicketDetail } from '../api/types.ts';
import { useUnreadInStep } from '../shared/unread-count.tsx';
import { ReplyForm } from './reply-form.tsx';
import { TicketFacts } from './ticket-facts.tsx';
import * as styles from './thread.css.ts';

const LIST_PATH = '/moderator/tickets';

/** The way back to the list; to the same filtered view when the ticket was opened from one. */
function WayBack({ id }: { id: number }) {
  const { t } = useLingui();
  const matches = useMatches();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <Breadcrumbs
      items={breadcrumbsFrom(matches, { current: t`Ticket #${id}` })}
      renderLink={({ to, label }) => <Link to={to === LIST_PATH && from ? `${to}?${from}` : to}>{label}</Link>}
    />
  );
}

/** Close asks first; Reopen does not (nothing is lost). */
function StatusAction({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const close = useCloseTicket(ticket.id);
  const reopen = useReopenTicket(ticket.id);
  const subject = ticket.subject;
  return (
    <TicketStatusAction
      closed={ticket.status === 'closed'}
      closeDescription={t`“${subject}” leaves the queue. You can reopen it later.`}
      close={() => close.mutateAsync()}
      reopen={() => reopen.mutateAsync()}
      reopening={reopen.isPending}
    />
  );
}

function Thread({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const download = useDownloadAttachment();
  const { mutate: markRead } = useMarkRead(ticket.id);
  // What was unread when the ticket opened keeps its mark while the moderator reads it.
  const unseen = useUnreadOnOpen(ticket, markRead);
  const id = ticket.id;
  const customer = ticket.user?.name;
  return (
    <Page
      title={ticket.subject}
      description={customer ? <Trans>Ticket #{id} from {customer}</Trans> : <Trans>Ticket #{id}</Trans>}
      breadcrumbs={<WayBack id={id} />}
      actions={<StatusAction ticket={ticket} />}
    >
      <div className={styles.columns}>
        <TicketFacts ticket={ticket} />
        <div className={styles.main}>
          <TicketConversation
            messages={ticket.messages}
            isNew={unseen}
            downloading={download.isPending ? (download.variables?.id ?? null) : null}
            onDownload={(attachment) => download.mutate(attachment, { onError: (error) => outcome.failed(error) })}
            texts={{
              newBadge: t`Unread`,
              filesLabel: t`Files`,
              downloadLabel: (fileName, size) => t`Download ${fileName}, ${size}`,
              messageLabel: (author, sent) => t`Message from ${author}, ${sent}`,
            }}
            closed={ticket.status === 'closed'}
            reply={<ReplyForm ticketId={id} customer={customer} />}
          />
        </div>
      </div>
    </Page>
  );
}

function Missing({ id }: { id?: number }) {
  const { t } = useLingui();
  return (
    <Page title={t`Ticket not found`} breadcrumbs={id ? <WayBack id={id} /> : undefined}>
      <EmptyState
        title={t`There is no such ticket`}
        description={t`The link may be mistyped, or the ticket left with its customer’s account.`}
        action={
          <Button asChild variant="secondary">
            <Link to={LIST_PATH}>
              <Trans>Back to the tickets</Trans>
            </Link>
          </Button>
        }
      />
    </Page>
  );
}

function TicketLoader({ id }: { id: number }) {
  const { t } = useLingui();
  const ticket = useTicket(id);
  useUnreadInStep();
  if (ticket.isSuccess) return <Thread ticket={ticket.data} />;
  if (ticket.isError && isApiError(ticket.error) && ticket.error.status === 404) return <Missing id={id} />;
  return (
    <Page title={t`Ticket #${id}`} breadcrumbs={<WayBack id={id} />}>
      {ticket.isError ? (
        <ErrorState title={t`This ticket could not be loaded`} error={ticket.error} onRetry={() => void ticket.refetch()} />
      ) : (
        <SectionLoading label={t`Loading the ticket`} />
      )}
    </Page>
  );
}

/** `/app/moderator/tickets/{id}`: a ticket's thread, the moderator's answer, close and reopen. */
export default function TicketScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <Missing />;
  // One outcome dialog for the answer, the downloads, close and reopen.
  return (
    <OutcomeProvider>
      <TicketLoader key={id} id={id} />
    </OutcomeProvider>
  );
}
