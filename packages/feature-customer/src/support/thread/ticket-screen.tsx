import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, useCurrentUser } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { formatDateTime } from '@portal/ui-kit/format';
import { Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { failureMessage, useOutcome } from '@portal/ui-kit/outcome';
import { visuallyHiddenClass } from '@portal/ui-kit/visually-hidden';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCloseTicket } from '../api/close-ticket.ts';
import { useDownloadAttachment } from '../api/download-attachment.ts';
import { useTicket } from '../api/get-ticket.ts';
import { useReopenTicket } from '../api/reopen-ticket.ts';
import { supportKeys } from '../api/support-keys.ts';
import type { SupportTicketDetail } from '../api/types.ts';
import { SectionLoading } from '@portal/ui-kit/section';
import { TicketThread } from '@portal/ui-kit/ticket-thread';
import { TICKET_STATUS } from '../shared/ticket-labels.ts';
import type { OpenedState } from '../tickets/tickets-screen.tsx';
import { ReplyForm } from './reply-form.tsx';
import * as styles from './thread.css.ts';

function BackLink() {
  return (
    <TextLink asChild className={styles.back}>
      <Link to="/support/tickets">
        <Trans>← All tickets</Trans>
      </Link>
    </TextLink>
  );
}

function Thread({ userId, ticket }: { userId: number; ticket: SupportTicketDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const close = useCloseTicket(userId, ticket.id);
  const reopen = useReopenTicket(userId, ticket.id);
  const download = useDownloadAttachment();
  const outcome = useOutcome();
  const [confirmClose, setConfirmClose] = useState(false);
  const [closeError, setCloseError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  // What was unread when the thread opened stays marked as new, though the server now counts it read.
  const [unreadOnOpen] = useState(ticket.unread_replies);
  useEffect(() => {
    // The lists' unread counts changed the moment this thread was read.
    if (unreadOnOpen > 0) void queryClient.invalidateQueries({ queryKey: supportKeys.ticketLists(userId) });
  }, [queryClient, unreadOnOpen, userId]);

  const staffIds = ticket.messages.filter((message) => message.author.role === 'staff').map((message) => message.id);
  const newIds = new Set(unreadOnOpen > 0 ? staffIds.slice(-unreadOnOpen) : []);
  const status = TICKET_STATUS[ticket.status];
  const closed = ticket.status === 'closed';
  const serverName = ticket.server?.name;
  const openedAt = formatDateTime(ticket.created_at);

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <BackLink />
        <div className={styles.header}>
          <div className={styles.titleBlock}>
            <h2 className={styles.title}>{ticket.subject}</h2>
            <ul className={styles.details} aria-label={t`Ticket details`}>
              <li>
                <Badge tone={status.tone} title={t(status.hint)}>
                  {t(status.label)}
                </Badge>
              </li>
              <li>#{ticket.id}</li>
              <li>{ticket.department}</li>
              {ticket.server ? (
                <li>
                  <Trans>Server: {serverName}</Trans>
                </li>
              ) : null}
              <li>
                <Trans>
                  Opened <time dateTime={ticket.created_at}>{openedAt}</time>
                </Trans>
              </li>
            </ul>
          </div>
          <div className={styles.actions}>
            {closed ? (
              <Button
                variant="secondary"
                loading={reopen.isPending}
                onClick={() =>
                  reopen.mutate(undefined, {
                    onSuccess: (body) => outcome.done(body.message, t`The ticket has been reopened.`),
                    onError: (error) => outcome.failed(error),
                  })
                }
              >
                <Trans>Reopen ticket</Trans>
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => {
                  setCloseError(null);
                  setConfirmClose(true);
                }}
              >
                <Trans>Close ticket</Trans>
              </Button>
            )}
          </div>
        </div>
      </Stack>

      <TicketThread
        messages={ticket.messages}
        isNew={(message) => newIds.has(message.id)}
        downloading={download.isPending ? (download.variables?.id ?? null) : null}
        onDownload={(attachment) => download.mutate(attachment, { onError: (error) => outcome.failed(error) })}
        texts={{ staffBadge: t`Support team`, customerBadge: null }}
      />

      {/* Always in the page, so screen readers hear it change; out of sight while empty, so it leaves no gap. */}
      <p role="status" className={notice ? styles.notice : visuallyHiddenClass}>
        {notice}
      </p>

      {closed ? (
        <Alert tone="info" title={t`This ticket is closed`}>
          <Trans>Reopen it to reply, or open a new ticket for something else.</Trans>
        </Alert>
      ) : (
        <ReplyForm userId={userId} ticketId={ticket.id} onSent={(message) => setNotice(message || t`Your reply has been sent.`)} />
      )}

      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={t`Close this ticket?`}
        description={t`Close it when your question is answered. You can reopen it later if the problem comes back.`}
        confirmLabel={t`Close ticket`}
        error={closeError}
        onConfirm={async () => {
          try {
            const body = await close.mutateAsync();
            setNotice('');
            outcome.done(body.message, t`The ticket has been closed.`);
          } catch (error) {
            setCloseError(failureMessage(error));
            throw error;
          }
        }}
      />
      {outcome.dialog}
    </Stack>
  );
}

function TicketView({ userId, id }: { userId: number; id: number }) {
  const { t } = useLingui();
  const ticket = useTicket(userId, id);
  const location = useLocation();
  const navigate = useNavigate();
  const outcome = useOutcome();
  const opened = (location.state as OpenedState | null)?.opened;
  const shownRef = useRef(false);

  // A ticket just opened arrives with the server's confirmation; it is shown once, not after a reload.
  useEffect(() => {
    if (!opened || shownRef.current) return;
    shownRef.current = true;
    outcome.done(opened, t`Your ticket is open.`);
    void navigate(location.pathname, { replace: true, state: null });
  }, [opened, outcome, navigate, location.pathname, t]);

  let content;
  if (ticket.isPending) content = <SectionLoading label={t`Loading the ticket`} />;
  else if (ticket.isError) {
    content =
      isApiError(ticket.error) && ticket.error.status === 404 ? (
        <NotFound />
      ) : (
        <Stack gap="md">
          <BackLink />
          <ErrorState title={t`This ticket could not be loaded`} error={ticket.error} onRetry={() => void ticket.refetch()} />
        </Stack>
      );
  } else content = <Thread userId={userId} ticket={ticket.data} />;

  return (
    <>
      {content}
      {outcome.dialog}
    </>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Ticket not found`}
      description={t`This ticket does not exist or belongs to another account.`}
      action={
        <Button asChild variant="secondary">
          <Link to="/support/tickets">
            <Trans>All tickets</Trans>
          </Link>
        </Button>
      }
    />
  );
}

/** `/app/support/tickets/{id}`: one ticket's thread, the reply form, and closing or reopening it. */
export default function TicketScreen() {
  const user = useCurrentUser();
  const { id } = useParams();
  const ticketId = Number(id);
  if (!user) return null;
  if (!Number.isInteger(ticketId) || ticketId < 1) return <NotFound />;
  return <TicketView key={`${user.id}-${ticketId}`} userId={user.id} id={ticketId} />;
}
