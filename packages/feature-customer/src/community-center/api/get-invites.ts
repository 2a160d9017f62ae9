import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { communityKeys } from './community-keys.ts';
import { communityInvitesResponse } from '@portal/api-client/schemas';

export async function getInvites(signal?: AbortSignal) {
  const body = await api.get('/api/customer/community/invites', { schema: communityInvitesResponse, signal, rejectOnError: true });
  return body.data;
}

export function invitesQuery() {
  return queryOptions({ queryKey: communityKeys.invites(), queryFn: ({ signal }) => getInvites(signal) });
}

/** The friends the user invited, newest first, and how many open invites are left. */
export function useInvites() {
  return useQuery(invitesQuery());
}
