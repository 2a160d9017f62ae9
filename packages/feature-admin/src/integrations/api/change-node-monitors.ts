import { api } from '@portal/api-client';
import { adminUptimeRobotAddAllResponse, adminUptimeRobotAddResponse, adminUptimeRobotRemoveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationKeys } from './keys.ts';

export function addNodeMonitor(id: number) {
  return api.get('/api/admin/integrations/uptime-robot/add/{id}', { schema: adminUptimeRobotAddResponse, path: { id }, rejectOnError: true });
}

export function removeNodeMonitor(id: number) {
  return api.get('/api/admin/integrations/uptime-robot/remove/{id}', { schema: adminUptimeRobotRemoveResponse, path: { id }, rejectOnError: true });
}

export function monitorAllNodes() {
  return api.get('/api/admin/integrations/uptime-robot/add-all', { schema: adminUptimeRobotAddAllResponse, rejectOnError: true });
}

/** Adds, removes or adds every monitor; the nodes and their monitors refetch either way. */
function useMonitorChange<Input>(change: (input: Input) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.monitorNodes() }) });
}

export const useAddNodeMonitor = () => useMonitorChange(addNodeMonitor);
export const useRemoveNodeMonitor = () => useMonitorChange(removeNodeMonitor);
export const useMonitorAllNodes = () => useMonitorChange(() => monitorAllNodes());
