import { api } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './settings-keys.ts';
import type { NotificationPreferences } from './types.ts';
import { settingsNotificationsUpdateResponse } from '@portal/api-client/schemas';

export function updateNotifications(json: NotificationPreferences) {
  return api.post('/api/customer/settings/notifications', { schema: settingsNotificationsUpdateResponse, json, rejectOnError: true });
}

/** Saves which e-mails the user wants. */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: (body) => queryClient.setQueryData(settingsKeys.profile(), body.data),
  });
}
