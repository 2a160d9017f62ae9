import { api } from '@portal/api-client';
import { adminManualBillingCustomerResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { manualBillingKeys } from './keys.ts';

export async function getCustomerBilling(userId: number, signal?: AbortSignal) {
  const body = await api.get('/api/admin/manual-billing/customer/{user}', {
    schema: adminManualBillingCustomerResponse,
    path: { user: userId },
    signal,
    rejectOnError: true,
  });
  return body.data;
}

export function customerBillingQuery(userId: number) {
  return queryOptions({
    queryKey: manualBillingKeys.customer(userId),
    queryFn: ({ signal }) => getCustomerBilling(userId, signal),
  });
}

/** What a customer billed by hand has, owes and paid, and the changes made. */
export function useCustomerBilling(userId: number) {
  return useQuery(customerBillingQuery(userId));
}
