import { useLingui } from '@lingui/react/macro';
import { useOutcome } from '@portal/ui-kit/outcome';
import { TicketReplyForm } from '@portal/ui-kit/ticket-thread';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';

/**
 * The moderator's answer, with files. A refused answer keeps the text and the files, its 422s next
 * to their fields; a sent one clears the form.
 */
export function ReplyForm({ ticketId, customer }: { ticketId: number; customer: string | undefined }) {
  const { t } = useLingui();
  const reply = useReplyToTicket(ticketId);
  const outcome = useOutcome();
  return (
    <TicketReplyForm
      texts={{
        title: t`Answer`,
        description: customer ? t`${customer} reads this in their ticket.` : t`The customer reads this in their ticket.`,
        formLabel: t`Answer the customer`,
        fieldLabel: t`Your answer`,
        submitLabel: t`Send answer`,
        missing: t`Write an answer first.`,
        tooLong: (limit) => t`An answer can hold up to ${limit} characters.`,
      }}
      send={({ message, files }) => outcome.run(() => reply.mutateAsync({ message, files }), { success: t`Your answer has been sent.` })}
    />
  );
}
