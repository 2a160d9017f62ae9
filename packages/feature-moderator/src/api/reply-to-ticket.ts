import { api } from '@portal/api-client';
import { moderatorTicketReplyResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketChanged } from './ticket-changed.ts';

export interface ModeratorReply {
  message: string;
  files: readonly File[];
}

/** Multipart, the files under `attachments[]` as Laravel reads a list; a refusal rejects, so the form keeps its input. */
export async function replyToTicket(id: number, { message, files }: ModeratorReply) {
  return api.post('/api/moderator/tickets/{id}/reply', {
    schema: moderatorTicketReplyResponse,
    path: { id },
    multipart: { message, 'attachments[]': files },
    rejectOnError: true,
  });
}

/** Answers the customer as the staff: the ticket becomes answered and read. */
export function useReplyToTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: ModeratorReply) => replyToTicket(id, reply),
    onSuccess: (body) => ticketChanged(queryClient, body.data),
  });
}
