import { api } from '@portal/api-client';
import { adminFeatureTogglesShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';

export async function getFeatureToggles(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/feature-toggles', { schema: adminFeatureTogglesShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function featureTogglesQuery() {
  return queryOptions({ queryKey: appOperationKeys.featureToggles(), queryFn: ({ signal }) => getFeatureToggles(signal) });
}

/** Which features customers have. */
export function useFeatureToggles() {
  return useQuery(featureTogglesQuery());
}
