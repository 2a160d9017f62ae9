import { api, type Process } from '@portal/api-client';
import { adminProcessShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { processKeys } from './keys.ts';

export async function getProcess(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/processes/process/{id}', { schema: adminProcessShowResponse, path: { id }, signal, rejectOnError: true });
  return body.data;
}

export function processQuery(id: number) {
  return queryOptions({
    queryKey: processKeys.detail(id),
    queryFn: ({ signal }) => getProcess(id, signal),
  });
}

/** The copy of a process a list on screen already holds, to show while the detail loads. */
function listedProcess(queryClient: QueryClient, id: number): Process | undefined {
  const pages = queryClient.getQueriesData<{ data: Process[] }>({ queryKey: processKeys.lists() }).flatMap(([, page]) => page?.data ?? []);
  const related = queryClient.getQueriesData<Process[]>({ queryKey: processKeys.relatedLists() }).flatMap(([, list]) => list ?? []);
  return [...pages, ...related].find((process) => process.id === id);
}

/** One process with its full command and result. */
export function useProcess(id: number) {
  const queryClient = useQueryClient();
  return useQuery({ ...processQuery(id), placeholderData: () => listedProcess(queryClient, id) });
}
