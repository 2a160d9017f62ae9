import { api } from '@portal/api-client';
import { adminUptimeRobotRemoveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export function removeMonitor(id: number) {
  return api.get('/api/admin/integrations/uptime-robot/remove/{id}', { schema: adminUptimeRobotRemoveResponse, path: { id }, rejectOnError: true });
}

/** Stops monitoring the node's uptime; the node and the lists refetch. */
export function useRemoveMonitor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeMonitor(id),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: nodeKeys.node(id) }), queryClient.invalidateQueries({ queryKey: nodeKeys.lists() })]),
  });
}
