import { api } from '@portal/api-client';
import { adminAutomationDeleteResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationKeys } from './keys.ts';

export async function deleteAutomation(id: number) {
  return api.delete('/api/admin/automations/{id}', { path: { id }, schema: adminAutomationDeleteResponse, rejectOnError: true });
}

export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAutomation,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: automationKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: automationKeys.lists() });
    },
  });
}
