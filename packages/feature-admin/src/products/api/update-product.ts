import { api } from '@portal/api-client';
import { adminProductUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceKeys } from '#services/api/keys.ts';
import { productKeys } from './keys.ts';
import type { AdminProductInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function updateProduct(id: number, input: AdminProductInput) {
  return api.post('/api/admin/products/{id}/update', { schema: adminProductUpdateResponse, path: { id }, json: input, rejectOnError: true });
}

/**
 * Saves the product's settings. The services list names each service's product, and a rename
 * renames it there too, so it refetches along with the products.
 */
export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminProductInput) => updateProduct(id, input),
    onSuccess: (body) => {
      queryClient.setQueryData(productKeys.detail(id), body.data);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
      ]);
    },
  });
}
