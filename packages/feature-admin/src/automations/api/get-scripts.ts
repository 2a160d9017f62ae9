import { api } from '@portal/api-client';
import { adminScriptLibraryListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { automationKeys } from './keys.ts';

export async function getScripts(signal?: AbortSignal) {
  const body = await api.get('/api/admin/node-scripts', { schema: adminScriptLibraryListResponse, signal, rejectOnError: true });
  return body.data;
}

export function scriptsQuery() {
  return queryOptions({ queryKey: automationKeys.scripts(), queryFn: ({ signal }) => getScripts(signal) });
}

/** The library of node scripts. */
export function useScripts() {
  return useQuery(scriptsQuery());
}
