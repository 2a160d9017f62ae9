import { useLingui } from '@lingui/react/macro';
import { useOutcome } from '@portal/ui-kit/outcome';
import { TicketReplyForm } from '@portal/ui-kit/ticket-thread';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';

/**
 * The staff's answer to the customer, with files. A refused or failed reply keeps what was typed
 * and the files picked; a sent one empties the form.
 */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useLingui();
  const reply = useReplyToTicket(ticketId);
  const outcome = useOutcome();
  return (
    <>
      <TicketReplyForm
        texts={{ title: t`Reply to the customer`, description: t`The customer reads this in their ticket.` }}
        send={({ message, files }) => outcome.run(() => reply.mutateAsync({ message, attachments: files }), { success: t`Your reply has been sent.` })}
      />
      {outcome.dialog}
    </>
  );
}
