import { api } from '@portal/api-client';
import { supportTicketCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportKeys } from './support-keys.ts';

export interface NewTicket {
  subject: string;
  department: string;
  /** The server the ticket is about, if any. */
  serverId: number | null;
  message: string;
  attachments: readonly File[];
}

/** Files go as Laravel reads a list of uploads: `attachments[]`. Failures reject, so the form shows them. */
export async function createTicket(ticket: NewTicket) {
  return api.post('/api/customer/support/tickets', {
    schema: supportTicketCreateResponse,
    multipart: {
      subject: ticket.subject,
      department: ticket.department,
      ...(ticket.serverId !== null ? { server_id: ticket.serverId } : {}),
      message: ticket.message,
      'attachments[]': ticket.attachments,
    },
    rejectOnError: true,
  });
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
