import { api } from '@portal/api-client';
import { adminLibraryMapUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export interface LibraryMapChanges {
  library: string;
  path: string;
}

export function saveLibraryMap(id: number, changes: LibraryMapChanges) {
  return api.post('/api/admin/requests/library-maps/{id}', { schema: adminLibraryMapUpdateResponse, path: { id }, json: changes, rejectOnError: true });
}

/** Changes where one kind of request lands; the maps refresh. */
export function useSaveLibraryMap(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: LibraryMapChanges) => saveLibraryMap(id, changes),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestSetupKeys.libraryMaps() }),
  });
}
