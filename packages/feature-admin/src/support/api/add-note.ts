import { api } from '@portal/api-client';
import { adminTicketNoteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyTicketAnswer } from './apply-answer.ts';

export async function addNote(id: number, note: string) {
  return api.post('/api/admin/support/tickets/{id}/note', { schema: adminTicketNoteResponse, path: { id }, json: { note }, rejectOnError: true });
}

/** Adds an internal note, which only the staff sees. */
export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addNote(id, note),
    onSuccess: (body) => applyTicketAnswer(queryClient, body.data),
  });
}
