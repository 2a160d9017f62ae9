import { api } from '@portal/api-client';
import { resellerProductUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys.ts';
import type { ResellerProductInput } from './types.ts';

export function updateProduct(id: number, input: ResellerProductInput) {
  return api.post('/api/reseller/products/{id}', { schema: resellerProductUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

/** Saves a product's settings; its page shows the answer and the lists refetch. */
export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResellerProductInput) => updateProduct(id, input),
    onSuccess: (body) => {
      queryClient.setQueryData(productKeys.detail(id), body.data);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
