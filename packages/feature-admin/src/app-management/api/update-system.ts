import { api, systemKeys } from '@portal/api-client';
import { adminAppSystemUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appManagementKeys } from './keys.ts';

export interface AppSystemChange {
  app_name: string;
  app_version: string;
  /** A new image, or null to keep the one there is. */
  logo: File | null;
  icon: File | null;
  removeLogo: boolean;
  removeIcon: boolean;
}

/** Images go as files in a multipart body; the server keeps them as data URIs. */
export function updateAppSystem(change: AppSystemChange) {
  return api.post('/api/admin/app-management/system', {
    schema: adminAppSystemUpdateResponse,
    multipart: {
      app_name: change.app_name,
      app_version: change.app_version,
      ...(change.logo ? { logo: change.logo } : {}),
      ...(change.icon ? { icon: change.icon } : {}),
      ...(change.removeLogo && !change.logo ? { remove_logo: '1' } : {}),
      ...(change.removeIcon && !change.icon ? { remove_icon: '1' } : {}),
    },
    rejectOnError: true,
  });
}

/**
 * Saves the name, version and images. Every signed-in page hears of it on the system channel;
 * the admin's own header and footer are refreshed here too, so they follow even while this page
 * has no realtime connection (as the set-up wizard does after its own save of these settings).
 */
export function useUpdateAppSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppSystem,
    onSuccess: async (body) => {
      queryClient.setQueryData(appManagementKeys.system(), body.data);
      await queryClient.invalidateQueries({ queryKey: systemKeys.settings() });
    },
  });
}
