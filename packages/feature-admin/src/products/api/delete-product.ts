import { api } from '@portal/api-client';
import { adminProductDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys.ts';

/** Refused with a 409 while services still use the product. */
export async function deleteProduct(id: number) {
  return api.delete('/api/admin/products/{id}', { schema: adminProductDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes the product; the lists and categories refetch (the caller leaves the product's page). */
export function useDeleteProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProduct(id),
    onSuccess: () => {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: productKeys.categories() }),
      ]);
    },
  });
}
