import { api } from '@portal/api-client';
import { adminRequestRulesUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';
import type { UhdAudience } from './types.ts';

export interface RulesChanges {
  weekly_limit: number;
  trial_weekly_limit: number;
  max_seasons: number | null;
  uhd_requests: UhdAudience;
  auto_approve_contributors: boolean;
}

/** Failures reject (a 422 with its field errors), so the form shows them. */
export function saveRequestRules(changes: RulesChanges) {
  return api.post('/api/admin/requests/rules', { schema: adminRequestRulesUpdateResponse, json: changes, rejectOnError: true });
}

/** Saves the rules; every customer's quota follows at once. */
export function useSaveRequestRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequestRules,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestSetupKeys.rules() }),
  });
}
