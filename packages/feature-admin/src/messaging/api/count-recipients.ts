import { api } from '@portal/api-client';
import { adminEmailRecipientsResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { messagingKeys } from './keys.ts';
import type { EmailAudience } from './types.ts';

/** A question, not a change: POST only because a list of addresses does not fit an address bar. */
export async function countRecipients(audience: EmailAudience, signal?: AbortSignal) {
  const body = await api.post('/api/admin/user-interaction/emails/recipients', { schema: adminEmailRecipientsResponse, json: audience, signal, rejectOnError: true });
  return { count: body.data.count, sample: body.data.sample ?? [] };
}

export function recipientsQuery(audience: EmailAudience) {
  return queryOptions({
    queryKey: messagingKeys.recipients(audience),
    queryFn: ({ signal }) => countRecipients(audience, signal),
    // Who is in a group changes slowly; a minute-old count is good enough to decide with.
    staleTime: 60_000,
    retry: false,
  });
}

/** How many customers an audience reaches; asks only once the audience is complete (`null` until then). */
export function useRecipients(audience: EmailAudience | null) {
  return useQuery({ ...recipientsQuery(audience ?? { group: 'everybody' }), enabled: audience !== null });
}
