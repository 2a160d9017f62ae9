import { t } from '@lingui/core/macro';
import { api } from '@portal/api-client';
import { failureMessage } from '@portal/ui-kit/outcome';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverKeys } from '#api/keys.ts';
import { runServerAction } from './run-server-action.ts';
import { customerServerResetClaimResponse } from '@portal/api-client/schemas';

export function resetClaim(id: number) {
  return api.post('/api/customer/servers/{id}/reset-claim', { schema: customerServerResetClaimResponse, path: { id }, rejectOnError: true });
}

/** The reset is what the spec calls a failure when it fails; a restart that fails after it is reported apart. */
export class RestartAfterResetError extends Error {
  override readonly name = 'RestartAfterResetError';
}

/**
 * Unlinks a Plex server from its Plex account; on success the server restarts, which is when
 * Plex picks the change up.
 */
export function useResetClaim(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const reset = await resetClaim(id);
      try {
        await runServerAction(id, 'restart');
      } catch (error) {
        const reason = failureMessage(error);
        throw new RestartAfterResetError(t`The claim has been reset, but the server could not be restarted: ${reason}`, { cause: error });
      }
      return reset;
    },
    // The claim changed even when the restart did not happen.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: serverKeys.claimStatus(id) }),
        queryClient.invalidateQueries({ queryKey: serverKeys.cdn(id) }),
        queryClient.invalidateQueries({ queryKey: serverKeys.detail(id), exact: true }),
        queryClient.invalidateQueries({ queryKey: serverKeys.ping(id) }),
      ]),
  });
}
