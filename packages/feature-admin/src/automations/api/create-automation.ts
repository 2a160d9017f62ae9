import { api } from '@portal/api-client';
import { adminAutomationCreateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { automationKeys } from './keys.ts';
import type { AutomationInput } from './types.ts';

/** Failures reject, so the form shows a 422 next to its fields and keeps what was typed. */
export async function createAutomation(input: AutomationInput) {
  return api.post('/api/admin/automations', { schema: adminAutomationCreateResponse, json: input, rejectOnError: true });
}

export function useCreateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAutomation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: automationKeys.lists() }),
  });
}
