import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { poof, useOutcome } from '@portal/ui-kit/outcome';
import { RebootingDialog } from '@portal/ui-kit/rebooting-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCheckMounts } from '../api/check-mounts.ts';
import { useDeleteNode } from '../api/delete-node.ts';
import { getNode } from '../api/get-node.ts';
import { nodeKeys } from '../api/keys.ts';
import { useRestartContainers } from '../api/restart-containers.ts';
import { useRestartNode } from '../api/restart-node.ts';
import type { AdminNode } from '../api/types.ts';
import { useWipeNode } from '../api/wipe-node.ts';
import { ExtractTarDialog } from './extract-tar-dialog.tsx';
import * as styles from './node-layout.css.ts';

type Confirming = 'restart-node' | 'restart-containers' | 'wipe' | 'delete';

/**
 * What an admin can do to the node (spec section 7): reboot it, extract an archive on it, restart
 * its containers, check its mounts, wipe it and delete it. The last two want its name typed.
 */
export function NodeActions({ node }: { node: AdminNode }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const restartNode = useRestartNode(node.id);
  const restartContainers = useRestartContainers(node.id);
  const checkMounts = useCheckMounts(node.id);
  const wipe = useWipeNode(node.id);
  const remove = useDeleteNode(node.id);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [extracting, setExtracting] = useState(false);
  const [rebootStartedAt, setRebootStartedAt] = useState<number | null>(null);
  const name = node.name;
  const servers = node.server_count ?? 0;
  const online = node.status === 'online';

  /** Whether the rebooting node is online again; when it is, what the page shows of it is refreshed. */
  const isBack = async () => {
    const fresh = await getNode(node.id);
    queryClient.setQueryData(nodeKeys.detail(node.id), fresh);
    if (fresh.status !== 'online') return false;
    void queryClient.invalidateQueries({ queryKey: nodeKeys.node(node.id) });
    void queryClient.invalidateQueries({ queryKey: nodeKeys.lists() });
    return true;
  };

  const close = (open: boolean) => {
    if (!open) setConfirming(null);
  };

  return (
    <>
      <div className={styles.header}>
        <Button size="sm" variant="secondary" disabled={node.status === 'rebooting'} onClick={() => setConfirming('restart-node')}>
          <Trans>Restart node</Trans>
        </Button>
        <Button size="sm" variant="secondary" disabled={!online} onClick={() => setConfirming('restart-containers')}>
          <Trans>Restart containers</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!online}
          loading={checkMounts.isPending}
          onClick={() => void outcome.run(() => checkMounts.mutateAsync(), { success: t`The mounts are being checked.` })}
        >
          <Trans>Check mounts</Trans>
        </Button>
        <Button size="sm" variant="secondary" disabled={!online} onClick={() => setExtracting(true)}>
          <Trans>Extract an archive</Trans>
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirming('wipe')}>
          <Trans>Wipe</Trans>
        </Button>
        <Button size="sm" variant="danger" onClick={() => setConfirming('delete')}>
          <Trans>Delete</Trans>
        </Button>
      </div>

      <ConfirmDialog
        open={confirming === 'restart-node'}
        onOpenChange={close}
        title={t`Restart ${name}?`}
        description={
          <Plural
            value={servers}
            _0="The node reboots. It takes a few minutes until it answers again."
            one="The node reboots, and the # media server on it is offline until it is back, usually a few minutes."
            other="The node reboots, and the # media servers on it are offline until it is back, usually a few minutes."
          />
        }
        confirmLabel={t`Restart node`}
        onConfirm={async () => {
          try {
            await restartNode.mutateAsync();
            setRebootStartedAt(Date.now());
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />

      <ConfirmDialog
        open={confirming === 'restart-containers'}
        onOpenChange={close}
        title={t`Restart the containers of ${name}?`}
        description={t`Every running container on the node restarts: streams stop for a moment and pick up again.`}
        confirmLabel={t`Restart containers`}
        onConfirm={() => outcome.run(() => restartContainers.mutateAsync(), { success: t`The containers are restarting.` })}
      />

      <ConfirmDialog
        open={confirming === 'wipe'}
        onOpenChange={close}
        tone="danger"
        title={t`Wipe ${name}?`}
        description={
          <Plural
            value={servers}
            _0="Every container and image on the node is removed. There are no media servers on it. This cannot be undone."
            one="The # media server on the node is deleted with its data, and every container and image is removed. Backups stay. This cannot be undone."
            other="The # media servers on the node are deleted with their data, and every container and image is removed. Backups stay. This cannot be undone."
          />
        }
        confirmLabel={t`Wipe node`}
        confirmText={name}
        onConfirm={() => outcome.run(() => wipe.mutateAsync(), { success: t`The node has been wiped.` })}
      />

      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={close}
        tone="danger"
        title={t`Delete ${name}?`}
        description={
          servers > 0 ? (
            <Plural
              value={servers}
              one="The node is removed from the platform. It still hosts # media server: wipe it or move the server first."
              other="The node is removed from the platform. It still hosts # media servers: wipe it or move the servers first."
            />
          ) : (
            t`The node is removed from the platform with its history. This cannot be undone.`
          )
        }
        confirmLabel={t`Delete node`}
        confirmText={name}
        onConfirm={async () => {
          try {
            const answer = await remove.mutateAsync();
            outcome.show({
              ...poof(answer.message, t`The node has been deleted`),
              onClose: () => {
                void navigate('/admin/nodes', { replace: true });
                queryClient.removeQueries({ queryKey: nodeKeys.node(node.id) });
              },
            });
          } catch (error) {
            outcome.failed(error);
          }
        }}
      />

      <ExtractTarDialog nodeId={node.id} name={name} open={extracting} onOpenChange={setExtracting} />
      <RebootingDialog
        name={name}
        startedAt={rebootStartedAt}
        isBack={isBack}
        giveUpMessage={t`${name} is not back after ten minutes. Check its console at the data centre, or look again in a few minutes.`}
        onGiveUp={() => void queryClient.invalidateQueries({ queryKey: nodeKeys.node(node.id) })}
        onEnd={(ended) => {
          setRebootStartedAt(null);
          outcome.show(ended);
        }}
      />
      {outcome.dialog}
    </>
  );
}
