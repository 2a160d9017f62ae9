import { api } from '@portal/api-client';
import { adminUptimeRobotAddResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export function addMonitor(id: number) {
  return api.get('/api/admin/integrations/uptime-robot/add/{id}', { schema: adminUptimeRobotAddResponse, path: { id }, rejectOnError: true });
}

/** Starts monitoring the node's uptime; the node and the lists refetch. */
export function useAddMonitor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => addMonitor(id),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: nodeKeys.node(id) }), queryClient.invalidateQueries({ queryKey: nodeKeys.lists() })]),
  });
}
