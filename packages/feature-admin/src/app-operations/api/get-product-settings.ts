import { api } from '@portal/api-client';
import { adminProductSettingsShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';

export async function getProductSettings(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/product-settings', { schema: adminProductSettingsShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function productSettingsQuery() {
  return queryOptions({ queryKey: appOperationKeys.productSettings(), queryFn: ({ signal }) => getProductSettings(signal) });
}

/** What the shop sells and in which order. */
export function useProductSettings() {
  return useQuery(productSettingsQuery());
}
