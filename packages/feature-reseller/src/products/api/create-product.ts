import { api } from '@portal/api-client';
import { resellerProductCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys.ts';
import type { ResellerProductCreateInput } from './types.ts';

export function createProduct(input: ResellerProductCreateInput) {
  return api.post('/api/reseller/products', { schema: resellerProductCreateResponse, json: input, rejectOnError: true });
}

/** Creates a product; the lists refetch so it shows there. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (body) => {
      queryClient.setQueryData(productKeys.detail(body.data.id), body.data);
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
