import { api } from '@portal/api-client';
import { resellerProductDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './keys.ts';

/** Refused with a 409 while servers still run as the product. */
export function deleteProduct(id: number) {
  return api.delete('/api/reseller/products/{id}', { schema: resellerProductDeleteResponse, path: { id }, rejectOnError: true });
}

/** Deletes the product; the lists refetch and its page's data is dropped (the caller leaves the page). */
export function useDeleteProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProduct(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
