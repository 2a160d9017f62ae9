import { api } from '@portal/api-client';
import { adminStorageLibraryPathsListResponse, adminStorageLibraryPathUpdateResponse } from '@portal/api-client/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storageKeys } from './keys.ts';

export async function getLibraryPaths(signal?: AbortSignal) {
  const body = await api.get('/api/admin/storage/library-paths', { schema: adminStorageLibraryPathsListResponse, signal, rejectOnError: true });
  return body.data;
}

export function libraryPathsQuery() {
  return queryOptions({ queryKey: storageKeys.libraryPaths(), queryFn: ({ signal }) => getLibraryPaths(signal) });
}

/** Where each server type finds each kind of library inside its container. */
export function useLibraryPaths() {
  return useQuery(libraryPathsQuery());
}

export function updateLibraryPath(id: number, path: string) {
  return api.post('/api/admin/storage/library-paths/{id}', { schema: adminStorageLibraryPathUpdateResponse, path: { id }, json: { path }, rejectOnError: true });
}

/** Saves one library path; the rows and the overview refetch. */
export function useUpdateLibraryPath() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, path }: { id: number; path: string }) => updateLibraryPath(id, path),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: storageKeys.libraryPaths() }), queryClient.invalidateQueries({ queryKey: storageKeys.overview() })]),
  });
}
