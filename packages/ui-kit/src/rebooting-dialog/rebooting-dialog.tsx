import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Dialog } from '#dialog/dialog.tsx';
import { done, outcomeFromError, type Outcome } from '#outcome/outcome.ts';
import { Spinner } from '#spinner/spinner.tsx';
import * as styles from './rebooting-dialog.css.ts';

/** How often the page asks whether the node is back; the first time this long after the restart call. */
export const REBOOT_POLL_MS = 5_000;
/** After this long the page stops waiting and says so. */
export const REBOOT_GIVE_UP_MS = 10 * 60_000;

export interface RebootingDialogProps {
  /** The node's name as the user knows it: "fra-02". */
  name: string;
  /** When the restart was asked for; null while no reboot runs (the dialog is closed). */
  startedAt: number | null;
  /**
   * Asks once whether the node is back (its status, a ping) and, when it is, brings what the page
   * shows up to date before the dialog closes. A rejection counts as "not yet": a rebooting node
   * may make the call itself fail.
   */
  isBack: () => Promise<boolean>;
  /** What the user is told when the node is not back after ten minutes. */
  giveUpMessage: string;
  /** Waiting has given up: refresh what the page shows, the node may still come back. */
  onGiveUp?: () => void;
  /**
   * The reboot is over, with how it went: 'Done!' (the node has been restarted) or 'Whoops!' with
   * `giveUpMessage`. Show it and set `startedAt` back to null.
   */
  onEnd: (outcome: Outcome) => void;
}

type Watch = Pick<RebootingDialogProps, 'isBack' | 'giveUpMessage' | 'onGiveUp' | 'onEnd'>;

/** Asks whether the node is back until it is or ten minutes have passed, then ends the reboot. */
function useRebootWatch(startedAt: number | null, watch: Watch) {
  // The latest callbacks, without restarting the watch when the page re-renders.
  const latest = useRef(watch);
  useLayoutEffect(() => {
    latest.current = watch;
  });
  useEffect(() => {
    if (startedAt === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const check = async () => {
      try {
        const back = await latest.current.isBack();
        if (cancelled) return;
        if (back) {
          latest.current.onEnd(done(t`The node has been restarted`));
          return;
        }
      } catch {
        // A rebooting node may make the call itself fail for a moment; keep asking.
      }
      if (cancelled) return;
      if (Date.now() - startedAt >= REBOOT_GIVE_UP_MS) {
        latest.current.onGiveUp?.();
        latest.current.onEnd(outcomeFromError({ message: latest.current.giveUpMessage }));
        return;
      }
      timer = setTimeout(() => void check(), REBOOT_POLL_MS);
    };

    timer = setTimeout(() => void check(), REBOOT_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [startedAt]);
}

const prevent = (event: Event) => event.preventDefault();

/**
 * The spec's 'Rebooting...' dialog: it blocks the page while a node restarts (no close button,
 * Escape and outside clicks do nothing) and closes by itself once `isBack` says the node answers,
 * or after ten minutes with a message that says so.
 */
export function RebootingDialog({ name, startedAt, isBack, giveUpMessage, onGiveUp, onEnd }: RebootingDialogProps) {
  const { t } = useLingui();
  useRebootWatch(startedAt, { isBack, giveUpMessage, onGiveUp, onEnd });
  return (
    <Dialog.Root open={startedAt !== null}>
      <Dialog.Content
        title={t`Rebooting...`}
        description={t`${name} is restarting. This takes a few minutes; this window closes by itself when the node is back.`}
        size="sm"
        hideCloseButton
        onEscapeKeyDown={prevent}
        onPointerDownOutside={prevent}
        onInteractOutside={prevent}
      >
        <div className={styles.waiting}>
          <Spinner label={t`Waiting for ${name}`} showLabel />
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
