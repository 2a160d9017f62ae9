import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsCollectionCreateResponse } from '@portal/api-client/schemas';

export interface CollectionInput {
  server_id: number;
  library_id: number;
  name: string;
  titles?: string[] | null;
  preset?: string | null;
}

export function createCollection(json: CollectionInput) {
  return api.post('/api/customer/plex-tools/collections', { schema: plexToolsCollectionCreateResponse, json, rejectOnError: true });
}

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    onSuccess: (_body, input) => queryClient.invalidateQueries({ queryKey: plexToolsKeys.collections(input.server_id) }),
  });
}
