import { api } from '@portal/api-client';
import { adminUserImpersonateResponse } from '@portal/api-client/schemas';
import { useMutation } from '@tanstack/react-query';

export async function impersonateUser(id: number) {
  const body = await api.post('/api/admin/users/user/{id}/impersonate', { schema: adminUserImpersonateResponse, path: { id }, rejectOnError: true });
  return body.data.token;
}

/**
 * Asks for a one-time sign-in token for the user. The portal's `/impersonate/{token}` screen spends
 * it: it signs in as the user and keeps the key that brings the admin back (Return back).
 */
export function useImpersonateUser(id: number) {
  return useMutation({ mutationFn: () => impersonateUser(id) });
}
