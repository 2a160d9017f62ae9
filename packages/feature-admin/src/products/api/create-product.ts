import { api } from '@portal/api-client';
import { adminProductCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys.ts';
import type { AdminProductCreateInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function createProduct(input: AdminProductCreateInput) {
  return api.post('/api/admin/products', { schema: adminProductCreateResponse, json: input, rejectOnError: true });
}

/** Creates the product; it goes straight into the cache, and the lists and categories refetch. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (body) => {
      queryClient.setQueryData(productKeys.detail(body.data.id), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.categories() }),
      ]);
    },
  });
}
