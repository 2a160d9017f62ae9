import { api } from '@portal/api-client';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { setupKeys } from './keys.ts';
import type { SetupState } from './types.ts';
import { setupStateResponse } from '@portal/api-client/schemas';

export async function getSetupState(signal?: AbortSignal) {
  const body = await api.get('/api/admin/system/init', { schema: setupStateResponse, signal, rejectOnError: true });
  return body.data;
}

export function setupStateQuery() {
  return queryOptions({
    queryKey: setupKeys.state(),
    queryFn: ({ signal }) => getSetupState(signal),
  });
}

/** The set-up's state: which steps are done and the values they hold. */
export function useSetupState() {
  return useQuery(setupStateQuery());
}

/** Every step call answers the whole state after the change; the cache takes it as it is. */
export function storeSetupState(queryClient: QueryClient, state: SetupState): void {
  queryClient.setQueryData(setupStateQuery().queryKey, state);
}
