import { api } from '@portal/api-client';
import { adminTrialsSettingsResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { trialKeys } from './keys.ts';

/** The trial settings' products: the ones a trial can be approved with. */
export async function getTrialProducts(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/trials', { schema: adminTrialsSettingsResponse, signal, rejectOnError: true });
  return body.data.products;
}

export function trialProductsQuery() {
  return queryOptions({
    queryKey: trialKeys.products(),
    queryFn: ({ signal }) => getTrialProducts(signal),
    // Which products offer trials changes in the system settings, not while a request is decided.
    staleTime: 5 * 60_000,
  });
}

export function useTrialProducts() {
  return useQuery(trialProductsQuery());
}
