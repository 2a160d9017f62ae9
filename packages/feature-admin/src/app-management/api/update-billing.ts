import { api } from '@portal/api-client';
import { adminAppBillingUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appManagementKeys } from './keys.ts';
import type { BillingInput } from './types.ts';

export function updateBillingSettings(input: BillingInput) {
  return api.post('/api/admin/app-management/billing', { schema: adminAppBillingUpdateResponse, json: input, rejectOnError: true });
}

/** Saves the billing settings; the customers' menus follow through the `rebuild-menu` event. */
export function useUpdateBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingSettings,
    onSuccess: (body) => {
      queryClient.setQueryData(appManagementKeys.billing(), body.data);
      return queryClient.invalidateQueries({ queryKey: appManagementKeys.billing() });
    },
  });
}
