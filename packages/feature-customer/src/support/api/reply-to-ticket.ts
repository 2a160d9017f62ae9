import { api } from '@portal/api-client';
import { supportTicketReplyResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from './support-keys.ts';

export interface TicketReply {
  message: string;
  attachments: readonly File[];
}

/** Files go as Laravel reads a list of uploads: `attachments[]`. Failures reject, so the form shows them. */
export async function replyToTicket(id: number, reply: TicketReply) {
  return api.post('/api/customer/support/tickets/{id}/replies', {
    schema: supportTicketReplyResponse,
    path: { id },
    multipart: { message: reply.message, 'attachments[]': reply.attachments },
    rejectOnError: true,
  });
}

/** Adds the user's reply; the answer is the thread as it is now. */
export function useReplyToTicket(userId: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: TicketReply) => replyToTicket(id, reply),
    onSuccess: (body) => {
      queryClient.setQueryData(supportKeys.ticket(userId, id), body.data);
      return queryClient.invalidateQueries({ queryKey: supportKeys.ticketLists(userId) });
    },
  });
}
