import { api } from '@portal/api-client';
import { resellerWhmcsMappingSaveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';
import type { WhmcsMappingInput } from './types.ts';

export function saveWhmcsMapping(productId: number, input: WhmcsMappingInput) {
  return api.post('/api/reseller/whmcs/products/{product}', { path: { product: productId }, schema: resellerWhmcsMappingSaveResponse, json: input, rejectOnError: true });
}

/** Saves the mapping; the mapping table and the products' own screens refetch. */
export function useSaveWhmcsMapping(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WhmcsMappingInput) => saveWhmcsMapping(productId, input),
    onSuccess: (body) => queryClient.setQueryData(whmcsKeys.mapping(productId), body.data),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: whmcsKeys.mappings() });
      await queryClient.invalidateQueries({ queryKey: whmcsKeys.resellerProducts() });
    },
  });
}
