import { api } from '@portal/api-client';
import { resellerWhmcsTestResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { whmcsKeys } from './keys.ts';

export async function testWhmcsLink() {
  const body = await api.post('/api/reseller/whmcs/test', { schema: resellerWhmcsTestResponse, rejectOnError: true });
  return body.data;
}

/** Tests the saved link against WHMCS; the link refetches, as the test is recorded on it. */
export function useTestWhmcsLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWhmcsLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: whmcsKeys.link() }),
  });
}
