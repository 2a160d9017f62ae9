import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { communityCdnQuery } from './get-cdn.ts';
import { communityCdnPreferenceResponse } from '@portal/api-client/schemas';

/** `null` lets the platform pick the best node for each stream. */
export async function setCdnPreference(nodeId: number | null) {
  return api.post('/api/customer/community/cdn/preference', { schema: communityCdnPreferenceResponse, json: { node_id: nodeId }, rejectOnError: true });
}

export function useSetCdnPreference() {
  const queryClient = useQueryClient();
  const { queryKey } = communityCdnQuery();
  return useMutation({
    mutationFn: setCdnPreference,
    // The answer carries the nodes as they are now, so the screen needs no second request.
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer.data),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
