import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshServer } from './run-server-action.ts';
import { serverUpdateResponse } from '@portal/api-client/schemas';

export interface UpdateInput {
  /** A media-server version; the latest one when left out. */
  version?: string;
}

export function updateServer(id: number, json: UpdateInput) {
  return api.post('/api/servers/update/{id}', { schema: serverUpdateResponse, path: { id }, json, rejectOnError: true });
}

/** Updates the media server to a version (the latest by default); it is rebuilt on the way. */
export function useUpdateServer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInput) => updateServer(id, input),
    onSettled: () => refreshServer(queryClient, id),
  });
}
