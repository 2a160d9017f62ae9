import { api } from '@portal/api-client';
import { adminUptimeRobotAddAllResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nodeKeys } from './keys.ts';

export function monitorAllNodes() {
  return api.get('/api/admin/integrations/uptime-robot/add-all', { schema: adminUptimeRobotAddAllResponse, rejectOnError: true });
}

/** Puts every node under uptime monitoring; everything shown about nodes refetches. */
export function useMonitorAllNodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: monitorAllNodes,
    onSettled: () => queryClient.invalidateQueries({ queryKey: nodeKeys.all }),
  });
}
