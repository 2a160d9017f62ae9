import { api } from '@portal/api-client';
import { adminDockerGlobalsResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dockerKeys } from './keys.ts';

export async function getDockerGlobals(signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/globals', { schema: adminDockerGlobalsResponse, signal, rejectOnError: true });
  return body.data;
}

export function dockerGlobalsQuery() {
  return queryOptions({ queryKey: dockerKeys.globals(), queryFn: ({ signal }) => getDockerGlobals(signal) });
}

/** The docker variables every media server's container is started with. */
export function useDockerGlobals() {
  return useQuery(dockerGlobalsQuery());
}
