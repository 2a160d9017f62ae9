import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import type { ServerActionId } from '../server-rules.ts';
import {
  customerServersRebuildResponse,
  customerServersResetConfigResponse,
  customerServersRestartResponse,
  customerServersStartResponse,
  customerServersStopResponse,
} from '@portal/api-client/schemas';

/** Start, stop, restart, rebuild or reset the configuration: one path item of the API document. */
export function runServerAction(id: number, action: ServerActionId) {
  const options = { path: { id }, rejectOnError: true } as const;
  switch (action) {
    case 'start':
      return api.post('/api/customer/servers/{id}/start', { schema: customerServersStartResponse, ...options });
    case 'stop':
      return api.post('/api/customer/servers/{id}/stop', { schema: customerServersStopResponse, ...options });
    case 'restart':
      return api.post('/api/customer/servers/{id}/restart', { schema: customerServersRestartResponse, ...options });
    case 'rebuild':
      return api.post('/api/customer/servers/{id}/rebuild', { schema: customerServersRebuildResponse, ...options });
    case 'reset-config':
      return api.post('/api/customer/servers/{id}/reset-config', { schema: customerServersResetConfigResponse, ...options });
  }
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
