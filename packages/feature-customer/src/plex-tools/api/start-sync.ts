import { api, type PlexSyncWhat } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsSyncStartResponse } from '@portal/api-client/schemas';

export interface SyncInput {
  source_server_id: number;
  target_server_ids: number[];
  what: PlexSyncWhat[];
}

export function startSync(json: SyncInput) {
  return api.post('/api/customer/plex-tools/sync', { schema: plexToolsSyncStartResponse, json, rejectOnError: true });
}

export function useStartSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSync,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plexToolsKeys.sync() }),
  });
}
