import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import { settingsCdnHostDeleteResponse } from '@portal/api-client/schemas';

export function removeCdnHost() {
  return api.delete('/api/customer/settings/cdn-host', { schema: settingsCdnHostDeleteResponse, rejectOnError: true });
}

/** Removes the CDN host name. */
export function useRemoveCdnHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCdnHost,
    onSuccess: (body) => queryClient.setQueryData(settingsKeys.cdnHost(), body.data),
  });
}
