import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminDashboard } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { formatRelativeTime } from '@portal/ui-kit/format';
import { ListCard, ListCardLink, ListCardList, ListCardTitle } from '@portal/ui-kit/list-card';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { Link } from 'react-router';
import { PRESSING_PRIORITY, TICKET_STATUS } from '../labels.ts';
import * as styles from '../admin-dashboard.css.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { ViewAll } from './view-all.tsx';

type DashboardTicket = NonNullable<AdminDashboard['open_tickets']>[number];

function TicketItem({ ticket }: { ticket: DashboardTicket }) {
  const { t } = useLingui();
  const unread = ticket.unread === true;
  const updated = ticket.updated_at ? formatRelativeTime(ticket.updated_at) : null;
  return (
    <ListCard highlighted={unread}>
      <div className={styles.item}>
        <ListCardTitle level={3} strong={unread}>
          <ListCardLink asChild>
            <Link to={`/admin/support/tickets/${ticket.id}`}>{ticket.subject}</Link>
          </ListCardLink>
        </ListCardTitle>
        <p className={styles.itemMeta}>
          <span>#{ticket.id}</span>
          {ticket.user ? <span>{ticket.user.name}</span> : null}
          {updated ? <span>{t`Updated ${updated}`}</span> : null}
        </p>
      </div>
      <div className={styles.badges}>
        {unread ? (
          <Badge tone="info">
            <Trans>Unread</Trans>
          </Badge>
        ) : null}
        {ticket.priority === 'high' || ticket.priority === 'urgent' ? <Badge tone="danger">{t(PRESSING_PRIORITY[ticket.priority])}</Badge> : null}
        <Badge tone={ticket.status === 'customer-reply' ? 'warning' : 'neutral'}>{t(TICKET_STATUS[ticket.status])}</Badge>
      </div>
    </ListCard>
  );
}

/** The newest tickets waiting for an answer, unread ones marked, each linking to its thread. */
export function OpenTicketsCard({ items, onRetry }: { items: AdminDashboard['open_tickets']; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <DashboardCard
      title={t`Open tickets`}
      description={t`The newest tickets waiting for an answer.`}
      actions={
        <ViewAll to="/admin/support">
          <Trans>
            View all <VisuallyHidden>tickets</VisuallyHidden>
          </Trans>
        </ViewAll>
      }
      items={items}
      failed={t`The open tickets could not be loaded`}
      crashed={t`The open tickets could not be shown`}
      empty={{ title: t`No tickets waiting`, description: t`Every ticket has an answer.` }}
      onRetry={onRetry}
    >
      {(tickets) => (
        <ListCardList aria-label={t`Open tickets`}>
          {tickets.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} />
          ))}
        </ListCardList>
      )}
    </DashboardCard>
  );
}
