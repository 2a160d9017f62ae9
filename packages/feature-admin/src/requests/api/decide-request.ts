import { api } from '@portal/api-client';
import { adminRequestApproveResponse, adminRequestAvailableResponse, adminRequestDeclineResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestKeys } from './keys.ts';

export function approveRequest(id: number) {
  return api.post('/api/admin/requests/{id}/approve', { schema: adminRequestApproveResponse, path: { id }, rejectOnError: true });
}

/** The reason, when there is one, goes to the customer with the notification. */
export function declineRequest(id: number, reason: string | null) {
  return api.post('/api/admin/requests/{id}/decline', { schema: adminRequestDeclineResponse, path: { id }, json: { reason }, rejectOnError: true });
}

/** The title is on the servers: the customer's My requests shows it as available. */
export function markRequestAvailable(id: number) {
  return api.post('/api/admin/requests/{id}/available', { schema: adminRequestAvailableResponse, path: { id }, rejectOnError: true });
}

export type RequestDecision = { kind: 'approve' } | { kind: 'available' } | { kind: 'decline'; reason: string | null };

export function decideRequest(id: number, decision: RequestDecision) {
  if (decision.kind === 'approve') return approveRequest(id);
  if (decision.kind === 'available') return markRequestAvailable(id);
  return declineRequest(id, decision.reason);
}

/** Approves, declines or marks available one request; the lists and the overview refetch. */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: RequestDecision }) => decideRequest(id, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
