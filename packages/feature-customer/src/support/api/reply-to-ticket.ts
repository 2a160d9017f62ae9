import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appendFiles, postMultipart } from './multipart.ts';
import { supportKeys } from './support-keys.ts';

export interface TicketReply {
  message: string;
  attachments: readonly File[];
}

export async function replyToTicket(id: number, reply: TicketReply) {
  const form = new FormData();
  form.append('message', reply.message);
  appendFiles(form, reply.attachments);
  return postMultipart('/api/customer/support/tickets/{id}/replies', form, { path: { id } });
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
