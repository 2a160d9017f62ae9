import { api } from '@portal/api-client';
import { resellerServerActionResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { panelKeys } from './keys.ts';
import type { ResellerServerAction } from './types.ts';

export async function runServerAction(id: number, action: ResellerServerAction) {
  return api.post('/api/reseller/servers/{id}/{action}', { path: { id, action }, schema: resellerServerActionResponse, rejectOnError: true });
}

/** Starts, stops, restarts, suspends or unsuspends a server; the panel's figures follow. */
export function useServerAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ResellerServerAction) => runServerAction(id, action),
    onSuccess: async (answer) => {
      if (answer.data) queryClient.setQueryData(panelKeys.server(id), answer.data);
      await queryClient.invalidateQueries({ queryKey: panelKeys.all });
    },
  });
}
