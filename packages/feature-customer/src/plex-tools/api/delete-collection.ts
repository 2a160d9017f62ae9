import { api, type PlexCollection } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plexToolsKeys } from './plex-tools-keys.ts';
import { plexToolsCollectionDeleteResponse } from '@portal/api-client/schemas';

export function deleteCollection(id: number) {
  return api.delete('/api/customer/plex-tools/collections/{collection}', { schema: plexToolsCollectionDeleteResponse, path: { collection: id }, rejectOnError: true });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (collection: PlexCollection) => deleteCollection(collection.id),
    onSuccess: (_body, collection) => queryClient.invalidateQueries({ queryKey: plexToolsKeys.collections(collection.server_id) }),
  });
}
