import { api } from '@portal/api-client';
import { adminProductSettingsUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appOperationKeys } from './keys.ts';
import type { ProductSettingsInput } from './types.ts';

export async function updateProductSettings(input: ProductSettingsInput) {
  return api.post('/api/admin/app-management/product-settings', { schema: adminProductSettingsUpdateResponse, json: input, rejectOnError: true });
}

export function useUpdateProductSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProductSettings,
    onSuccess: (body) => {
      queryClient.setQueryData(appOperationKeys.productSettings(), body.data);
      return queryClient.invalidateQueries({ queryKey: appOperationKeys.productSettings() });
    },
  });
}
