import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TicketFact as Fact, TicketFacts as Facts } from '@portal/ui-kit/ticket-thread';
import type { TicketDetail } from '../api/types.ts';
import { PRIORITY_LABELS, STATUS_LABELS } from '../shared/labels.ts';

/** What the moderator needs to know beside the thread; assigning and priorities are the admins'. */
export function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const status = STATUS_LABELS[ticket.status];
  const priority = ticket.priority ? PRIORITY_LABELS[ticket.priority] : undefined;
  const assignee = ticket.assignee?.name;
  return (
    <Card title={t`About this ticket`}>
      <Facts>
        <Fact term={t`Status`}>
          <Badge tone={status.tone}>{t(status.label)}</Badge>
        </Fact>
        {priority ? (
          <Fact term={t`Priority`}>
            <Badge tone={priority.tone}>{t(priority.label)}</Badge>
          </Fact>
        ) : null}
        <Fact term={t`Customer`}>{ticket.user ? `${ticket.user.name} · ${ticket.user.email}` : <Trans>Former customer</Trans>}</Fact>
        <Fact term={t`Assigned to`}>{!ticket.assignee ? <Trans>Nobody yet</Trans> : ticket.assignee.id === me?.id ? <Trans>You</Trans> : assignee}</Fact>
        {ticket.department ? <Fact term={t`Department`}>{ticket.department}</Fact> : null}
        {ticket.server ? <Fact term={t`Server`}>{ticket.server.name}</Fact> : null}
        {ticket.created_at ? <Fact term={t`Opened`}>{formatDateTime(ticket.created_at)}</Fact> : null}
        {ticket.updated_at ? <Fact term={t`Last update`}>{formatDateTime(ticket.updated_at)}</Fact> : null}
      </Facts>
    </Card>
  );
}
