import { api } from '@portal/api-client';
import { resellerWhmcsSaveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';
import type { WhmcsLinkInput } from './types.ts';

export function saveWhmcsLink(input: WhmcsLinkInput) {
  return api.post('/api/reseller/whmcs', { schema: resellerWhmcsSaveResponse, json: input, rejectOnError: true });
}

/** Saves the link; the answer is the link as saved (its last test cleared when the credentials changed). */
export function useSaveWhmcsLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhmcsLink,
    onSuccess: (body) => queryClient.setQueryData(whmcsKeys.link(), body.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: whmcsKeys.remoteProducts() }),
  });
}
