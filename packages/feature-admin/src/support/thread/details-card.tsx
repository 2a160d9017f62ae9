import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { SelectField } from '@portal/ui-kit/field';
import { Form, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { useOutcome } from '@portal/ui-kit/outcome';
import { TicketFact as Fact, TicketFacts } from '@portal/ui-kit/ticket-thread';
import { Link } from 'react-router';
import { useAssignTicket } from '../api/assign-ticket.ts';
import { useAssignees } from '../api/get-assignees.ts';
import { useSetPriority } from '../api/set-priority.ts';
import type { TicketDetail, TicketPriority } from '../api/types.ts';
import { TICKET_PRIORITIES, TICKET_PRIORITY, TICKET_STATUS } from '../shared/ticket-labels.ts';
import * as styles from './thread.css.ts';

const NOBODY = 'none';

/** Who has the ticket: one of the staff, or nobody. */
function AssignForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const me = useCurrentUser();
  const staff = useAssignees();
  const assign = useAssignTicket(ticket.id);
  const outcome = useOutcome();
  const current = ticket.assignee ? String(ticket.assignee.id) : NOBODY;
  const options = (staff.data ?? []).map((member) => {
    const own = member.name;
    const name = member.id === me?.id ? t`${own} (you)` : own;
    const open = member.open_tickets;
    return { value: String(member.id), label: open === undefined ? name : plural(open, { one: `${name}, # open ticket`, other: `${name}, # open tickets` }) };
  });
  // Until the staff has loaded, the field still says who has the ticket.
  if (ticket.assignee && !options.some((option) => option.value === current)) options.unshift({ value: current, label: ticket.assignee.name });
  return (
    <Form<{ assignee?: string }>
      aria-label={t`Assign the ticket`}
      className={styles.settingForm}
      onSubmit={async (values) => {
        const value = values.assignee ?? NOBODY;
        await outcome.run(() => assign.mutateAsync(value === NOBODY ? null : Number(value)), { success: t`The ticket has been assigned.` });
      }}
    >
      {/* Keyed by the assignee, so the field shows the ticket's own after a change elsewhere. */}
      <SelectField
        key={current}
        name="assignee"
        label={t`Assigned to`}
        defaultValue={current}
        disabled={staff.isPending}
        description={staff.isError ? t`The staff could not be loaded; only the current choice is offered.` : undefined}
        options={[{ value: NOBODY, label: t`Nobody` }, ...options]}
      />
      {staff.isError ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => void staff.refetch()}>
            <Trans>Load the staff again</Trans>
          </Button>
        </div>
      ) : null}
      <div>
        <SubmitButton variant="secondary" size="sm">
          <Trans>Assign</Trans>
        </SubmitButton>
      </div>
      {outcome.dialog}
    </Form>
  );
}

function PriorityForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const setPriority = useSetPriority(ticket.id);
  const outcome = useOutcome();
  const current = ticket.priority ?? 'medium';
  return (
    <Form<{ priority?: string }>
      aria-label={t`Change the priority`}
      className={styles.settingForm}
      onSubmit={async (values) => {
        const priority = (values.priority ?? current) as TicketPriority;
        await outcome.run(() => setPriority.mutateAsync(priority), { success: t`The priority has been changed.` });
      }}
    >
      <SelectField
        key={current}
        name="priority"
        label={t`Priority`}
        defaultValue={current}
        options={TICKET_PRIORITIES.map((value) => ({ value, label: t(TICKET_PRIORITY[value].label) }))}
      />
      <div>
        <SubmitButton variant="secondary" size="sm">
          <Trans>Change priority</Trans>
        </SubmitButton>
      </div>
      {outcome.dialog}
    </Form>
  );
}

/** What the ticket is and who it is from, and who on the staff has it at which priority. */
export function DetailsCard({ ticket }: { ticket: TicketDetail }) {
  const { t } = useLingui();
  const status = TICKET_STATUS[ticket.status];
  const priority = ticket.priority ? TICKET_PRIORITY[ticket.priority] : null;
  return (
    <Card title={t`Details`}>
      <Stack gap="md">
        <TicketFacts>
          <Fact term={t`Status`}>
            <Badge tone={status.tone}>{t(status.label)}</Badge>
          </Fact>
          {priority ? (
            <Fact term={t`Priority`}>
              <Badge tone={priority.tone}>{t(priority.label)}</Badge>
            </Fact>
          ) : null}
          <Fact term={t`Customer`}>
            {ticket.user ? (
              <>
                <TextLink asChild>
                  <Link to={`/admin/users/${ticket.user.id}`}>{ticket.user.name}</Link>
                </TextLink>
                <br />
                <span className={styles.muted}>{ticket.user.email}</span>
              </>
            ) : (
              <Trans>Former customer</Trans>
            )}
          </Fact>
          <Fact term={t`Assigned to`}>{ticket.assignee ? ticket.assignee.name : <Trans>Nobody</Trans>}</Fact>
          {ticket.server ? <Fact term={t`Server`}>{ticket.server.name}</Fact> : null}
          {ticket.department ? <Fact term={t`Department`}>{ticket.department}</Fact> : null}
          {ticket.created_at ? (
            <Fact term={t`Opened`}>
              <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
            </Fact>
          ) : null}
          {ticket.updated_at ? (
            <Fact term={t`Last update`}>
              <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
            </Fact>
          ) : null}
        </TicketFacts>
        <AssignForm ticket={ticket} />
        <PriorityForm ticket={ticket} />
      </Stack>
    </Card>
  );
}
