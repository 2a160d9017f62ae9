import { api } from '@portal/api-client';
import { adminAutomationSetEnabledResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationKeys } from './keys.ts';

export async function setAutomationEnabled({ id, enabled }: { id: number; enabled: boolean }) {
  return api.post('/api/admin/automations/{id}/enabled', { path: { id }, schema: adminAutomationSetEnabledResponse, json: { enabled }, rejectOnError: true });
}

/** Enables or disables an automation; the lists and its page follow. */
export function useSetAutomationEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAutomationEnabled,
    onSuccess: (_, { id }) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: automationKeys.lists() }), queryClient.invalidateQueries({ queryKey: automationKeys.detail(id) })]),
  });
}
