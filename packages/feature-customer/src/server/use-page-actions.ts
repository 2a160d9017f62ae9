import { useLingui } from '@lingui/react/macro';
import type { Server, SuccessEnvelope } from '@portal/api-client';
import { done, isValidationFailure, outcomeFromError, poof } from '@portal/ui-kit/outcome';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteServer } from './api/delete-server.ts';
import { useDeployEss } from './api/deploy-ess.ts';
import { useRemountGdrive } from './api/remount-gdrive.ts';
import { useResetClaim } from './api/reset-claim.ts';
import { useRestartNode } from './api/restart-node.ts';
import { useServerAction } from './api/run-server-action.ts';
import { useServerPageStore, type ServerPageState } from './server-page-store.tsx';
import { SERVER_ACTIONS, type PageActionId, type ServerActionId } from './server-rules.ts';

type Result = Parameters<ServerPageState['finish']>[0];

/**
 * Runs one action of the page: marks it running (every other action waits), then shows how it
 * ended. It never rejects, so a confirmation dialog that awaits it closes either way and the
 * outcome dialog takes over. With `fromForm` (the claim, the update) a 422 rejects again instead:
 * the form shows the errors next to its fields, with what the user typed kept.
 */
export function usePerform({ fromForm = false }: { fromForm?: boolean } = {}) {
  const begin = useServerPageStore((state) => state.begin);
  const finish = useServerPageStore((state) => state.finish);
  const settle = useServerPageStore((state) => state.settle);
  return useCallback(
    async (action: PageActionId, task: () => Promise<Result>) => {
      begin(action);
      try {
        finish(await task());
      } catch (error) {
        if (fromForm && isValidationFailure(error)) {
          settle();
          throw error;
        }
        finish({ outcome: outcomeFromError(error) });
      }
    },
    [begin, finish, settle, fromForm],
  );
}

const SERVER_ACTION_IDS: readonly string[] = Object.keys(SERVER_ACTIONS);
const isServerAction = (action: PageActionId): action is ServerActionId => SERVER_ACTION_IDS.includes(action);

/** The page's actions that take no input; the claim and the update have forms of their own. */
export type DirectAction = Exclude<PageActionId, 'claim' | 'update'>;

/** Runs the page's direct actions on this server and shows their outcome. */
export function usePageActions(server: Server) {
  const { t } = useLingui();
  const perform = usePerform();
  const begin = useServerPageStore((state) => state.begin);
  const finish = useServerPageStore((state) => state.finish);
  const beginReboot = useServerPageStore((state) => state.beginReboot);
  const navigate = useNavigate();
  const serverAction = useServerAction(server.id);
  const restartNode = useRestartNode(server.id, server.node_id);
  const remountGdrive = useRemountGdrive(server.id);
  const deployEss = useDeployEss(server.id, server.node_id);
  const resetClaim = useResetClaim(server.id);
  const deleteServer = useDeleteServer(server.id);

  const withMessage = (body: SuccessEnvelope, fallback: string): Result => ({ outcome: body.popup ? null : done(body.message, fallback), popup: body.popup });

  const run = async (action: DirectAction): Promise<void> => {
    if (isServerAction(action)) {
      return perform(action, async () => {
        await serverAction.mutateAsync(action);
        return { outcome: done(t(SERVER_ACTIONS[action].done(server))) };
      });
    }
    switch (action) {
      case 'node-restart':
        // Not through `perform`: the action is not over when the call answers, but when the node is back.
        begin(action);
        try {
          await restartNode.mutateAsync();
          beginReboot(Date.now());
        } catch (error) {
          finish({ outcome: outcomeFromError(error) });
        }
        return;
      case 'gdrive-remount':
        return perform(action, async () => withMessage(await remountGdrive.mutateAsync(), t`Google Drive has been remounted`));
      case 'deploy-ess':
        return perform(action, async () => withMessage(await deployEss.mutateAsync(), t`The essentials are being deployed`));
      case 'reset-claim':
        return perform(action, async () => {
          await resetClaim.mutateAsync();
          return { outcome: done(t`The claim has been reset and the server has been restarted`) };
        });
      case 'delete':
        return perform(action, async () => {
          const body = await deleteServer.mutateAsync();
          const name = server.name;
          return {
            deleted: true,
            outcome: { ...poof(body.message, t`${name} has been deleted`), onClose: () => void navigate('/dashboard', { replace: true }) },
          };
        });
    }
  };

  return { run };
}
