import { api } from '@portal/api-client';
import { adminProcessRelatedResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { processKeys } from './keys.ts';

export async function getRelatedProcesses(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/processes/related/{id}', { schema: adminProcessRelatedResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function relatedProcessesQuery(id: number) {
  return queryOptions({
    queryKey: processKeys.related(id),
    queryFn: ({ signal }) => getRelatedProcesses(id, signal),
  });
}

/** The processes run in the same transaction; asked only when the process has some. */
export function useRelatedProcesses(id: number, enabled: boolean) {
  return useQuery({ ...relatedProcessesQuery(id), enabled });
}
