import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { Dialog } from '@portal/ui-kit/dialog';
import { done, outcomeFromError } from '@portal/ui-kit/outcome';
import { Spinner } from '@portal/ui-kit/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverKeys } from '#api/keys.ts';
import { pingServer } from '../api/ping-server.ts';
import { refreshServer } from '../api/run-server-action.ts';
import { useServerPageStore } from '../server-page-store.tsx';
import * as styles from '../server.css.ts';

/** How often the page asks whether the node is back; the first time this long after the restart call. */
export const REBOOT_POLL_MS = 5_000;
/** After this long the page stops waiting and says so. */
export const REBOOT_GIVE_UP_MS = 10 * 60_000;

/**
 * Asks the server's ping until its node answers again, then ends the reboot. A node that is not
 * back after ten minutes ends it too, with a message that says so.
 */
function useRebootWatch(server: Server, startedAt: number | null) {
  const queryClient = useQueryClient();
  const endReboot = useServerPageStore((state) => state.endReboot);

  useEffect(() => {
    if (startedAt === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      try {
        const ping = await pingServer(server.id);
        if (cancelled) return;
        queryClient.setQueryData(serverKeys.ping(server.id), ping);
        // Backends without `node_online` are back once the media server answers.
        if (ping.node_online ?? ping.online) {
          await refreshServer(queryClient, server.id);
          if (!cancelled) endReboot(done(t`The node has been restarted`));
          return;
        }
      } catch {
        // A rebooting node may make the ping itself fail; keep asking.
      }
      if (cancelled) return;
      if (Date.now() - startedAt >= REBOOT_GIVE_UP_MS) {
        void refreshServer(queryClient, server.id);
        const node = server.node_alias;
        endReboot(
          outcomeFromError({
            message: t`${node} is not back after ten minutes. Check the server again in a few minutes, or open a support ticket if it stays offline.`,
          }),
        );
        return;
      }
      timer = setTimeout(() => void check(), REBOOT_POLL_MS);
    };

    timer = setTimeout(() => void check(), REBOOT_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [server.id, server.node_alias, startedAt, queryClient, endReboot]);
}

const prevent = (event: Event) => event.preventDefault();

/** Blocks the page while the node reboots: no close button, Escape and outside clicks do nothing. */
export function RebootingDialog({ server }: { server: Server }) {
  const { t } = useLingui();
  const reboot = useServerPageStore((state) => state.reboot);
  useRebootWatch(server, reboot?.startedAt ?? null);
  const node = server.node_alias;
  return (
    <Dialog.Root open={reboot !== null}>
      <Dialog.Content
        title={t`Rebooting...`}
        description={t`${node} is restarting. This takes a few minutes; this window closes by itself when the node is back.`}
        size="sm"
        hideCloseButton
        onEscapeKeyDown={prevent}
        onPointerDownOutside={prevent}
        onInteractOutside={prevent}
      >
        <div className={styles.rebooting}>
          <Spinner label={t`Waiting for ${node}`} showLabel />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
