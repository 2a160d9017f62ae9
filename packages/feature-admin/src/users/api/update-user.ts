import { api } from '@portal/api-client';
import { adminUserUpdateResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from './keys.ts';
import type { AdminUser } from './types.ts';

/** What the update takes: every field of the user but the id. Fields left out keep their value. */
export type UserChanges = Partial<Omit<AdminUser, 'id'>> & Pick<AdminUser, 'name' | 'email'>;

/** Failures reject (a 422 with its field errors), so a form shows them. */
export async function updateUser(id: number, changes: UserChanges, signal?: AbortSignal) {
  return api.post('/api/admin/users/user/{id}/update', { schema: adminUserUpdateResponse, path: { id }, json: changes, signal, rejectOnError: true });
}

/** Saves a user; the user and every list refetch. */
export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserChanges) => updateUser(id, changes),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: userKeys.lists() })]),
  });
}
