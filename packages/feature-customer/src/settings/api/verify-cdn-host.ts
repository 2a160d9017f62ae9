import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import { settingsCdnHostVerifyResponse } from '@portal/api-client/schemas';

export function verifyCdnHost() {
  return api.post('/api/customer/settings/cdn-host/verify', { schema: settingsCdnHostVerifyResponse, rejectOnError: true });
}

/** Looks the host's CNAME record up again. */
export function useVerifyCdnHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCdnHost,
    onSuccess: (body) => queryClient.setQueryData(settingsKeys.cdnHost(), body.data),
  });
}
