import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appendFiles, postMultipart } from './multipart.ts';
import { supportKeys } from './support-keys.ts';

export interface NewTicket {
  subject: string;
  department: string;
  /** The server the ticket is about, if any. */
  serverId: number | null;
  message: string;
  attachments: readonly File[];
}

export async function createTicket(ticket: NewTicket) {
  const form = new FormData();
  form.append('subject', ticket.subject);
  form.append('department', ticket.department);
  if (ticket.serverId !== null) form.append('server_id', String(ticket.serverId));
  form.append('message', ticket.message);
  appendFiles(form, ticket.attachments);
  return postMultipart('/api/customer/support/tickets', form);
}

/** Opens a ticket; the new thread goes straight into the cache and the lists refetch. */
export function useCreateTicket(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (body) => {
      queryClient.setQueryData(supportKeys.ticket(userId, body.data.id), body.data);
      return queryClient.invalidateQueries({ queryKey: supportKeys.ticketLists(userId) });
    },
  });
}
