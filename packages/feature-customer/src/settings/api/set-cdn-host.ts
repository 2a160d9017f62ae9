import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import { settingsCdnHostUpdateResponse } from '@portal/api-client/schemas';

export function setCdnHost(host: string) {
  return api.post('/api/customer/settings/cdn-host', { schema: settingsCdnHostUpdateResponse, json: { host }, rejectOnError: true });
}

/** Sets or changes the CDN host name; a new one waits for its DNS record. */
export function useSetCdnHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCdnHost,
    onSuccess: (body) => queryClient.setQueryData(settingsKeys.cdnHost(), body.data),
  });
}
