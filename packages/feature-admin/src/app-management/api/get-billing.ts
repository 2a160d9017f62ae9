import { api } from '@portal/api-client';
import { adminAppBillingShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { appManagementKeys } from './keys.ts';

export async function getBillingSettings(signal?: AbortSignal) {
  const body = await api.get('/api/admin/app-management/billing', { schema: adminAppBillingShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function billingSettingsQuery() {
  return queryOptions({ queryKey: appManagementKeys.billing(), queryFn: ({ signal }) => getBillingSettings(signal) });
}

/** The billing settings: invoices, currency, tax, due dates and what happens when a customer does not pay. */
export function useBillingSettings() {
  return useQuery(billingSettingsQuery());
}
