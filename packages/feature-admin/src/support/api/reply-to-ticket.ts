import { api } from '@portal/api-client';
import { adminTicketReplyResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTicketAnswer } from './apply-answer.ts';

export interface TicketReply {
  message: string;
  attachments: readonly File[];
}

/** Files go as Laravel reads a list of uploads: `attachments[]`. Failures reject, so the form keeps what was typed. */
export async function replyToTicket(id: number, reply: TicketReply) {
  return api.post('/api/admin/support/tickets/{id}/reply', {
    schema: adminTicketReplyResponse,
    path: { id },
    multipart: { message: reply.message, 'attachments[]': reply.attachments },
    rejectOnError: true,
  });
}

/** Answers the customer; the ticket becomes answered and read. */
export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: TicketReply) => replyToTicket(id, reply),
    onSuccess: (body) => applyTicketAnswer(queryClient, body.data),
  });
}
