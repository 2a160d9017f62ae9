import { useLingui } from '@lingui/react/macro';
import { TicketReplyForm } from '@portal/ui-kit/ticket-thread';
import { useSupportDesk } from '../api/get-departments.ts';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';

/** The user's answer in the thread, with files. */
export function ReplyForm({ userId, ticketId, onSent }: { userId: number; ticketId: number; onSent: (message: string) => void }) {
  const { t } = useLingui();
  const reply = useReplyToTicket(userId, ticketId);
  // Until the desk's rules arrive (or if they cannot), the usual ones apply; the server checks again.
  const desk = useSupportDesk();
  return (
    <TicketReplyForm
      texts={{ title: t`Reply` }}
      rows={5}
      rules={desk.data?.attachments}
      send={async ({ message, files }) => {
        const body = await reply.mutateAsync({ message, attachments: files });
        // Sent: the reply is in the thread now, so the form starts over.
        onSent(body.message);
        return body;
      }}
    />
  );
}
