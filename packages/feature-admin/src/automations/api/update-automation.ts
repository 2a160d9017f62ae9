import { api } from '@portal/api-client';
import { adminAutomationUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationKeys } from './keys.ts';
import type { AutomationInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function updateAutomation({ id, input }: { id: number; input: AutomationInput }) {
  return api.put('/api/admin/automations/{id}', { path: { id }, schema: adminAutomationUpdateResponse, json: input, rejectOnError: true });
}

export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutomation,
    onSuccess: (body) => {
      queryClient.setQueryData(automationKeys.detail(body.data.id), body.data);
      return queryClient.invalidateQueries({ queryKey: automationKeys.lists() });
    },
  });
}
