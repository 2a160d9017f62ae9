import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsScanStartResponse } from '@portal/api-client/schemas';

export function startScan(json: { server_id: number; library_id: number }) {
  return api.post('/api/customer/plex-tools/scans', { schema: plexToolsScanStartResponse, json, rejectOnError: true });
}

export function useStartScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startScan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plexToolsKeys.scans() }),
  });
}
