import { api } from '@portal/api-client';
import { adminRequestOverrideSaveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestSetupKeys } from './keys.ts';

export interface OverrideChanges {
  email: string;
  weekly_limit: number;
  note: string | null;
}

export function saveRequestOverride(changes: OverrideChanges) {
  return api.post('/api/admin/requests/rules/overrides', { schema: adminRequestOverrideSaveResponse, json: changes, rejectOnError: true });
}

/** Gives a user their own weekly limit (or changes it); the overrides and the rules' count refresh. */
export function useSaveRequestOverride() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRequestOverride,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: requestSetupKeys.overrides() }), queryClient.invalidateQueries({ queryKey: requestSetupKeys.rules() })]),
  });
}
