import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '../../api/server-keys.ts';
import type { ServerActionId } from '../server-rules.ts';

const PATHS = {
  start: '/api/customer/servers/{id}/start',
  stop: '/api/customer/servers/{id}/stop',
  restart: '/api/customer/servers/{id}/restart',
  rebuild: '/api/customer/servers/{id}/rebuild',
  'reset-config': '/api/customer/servers/{id}/reset-config',
} as const satisfies Record<ServerActionId, string>;

/** Start, stop, restart, rebuild or reset the configuration: one path item of the API document. */
export function runServerAction(id: number, action: ServerActionId) {
  return api.post(PATHS[action], { path: { id }, rejectOnError: true });
}

/** The server and its ping after an action, whether it worked or not: either way its state may have moved. */
export function refreshServer(queryClient: ReturnType<typeof useQueryClient>, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: serverKeys.detail(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: serverKeys.ping(id) }),
  ]);
}

export function useServerAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ServerActionId) => runServerAction(id, action),
    onSettled: () => refreshServer(queryClient, id),
  });
}
