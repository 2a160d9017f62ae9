import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Button } from '#button/button.tsx';
import { ConfirmDialog } from '#dialog/confirm-dialog.tsx';
import { done, type AnswerLike } from '#outcome/outcome.ts';
import { useOutcome } from '#outcome/use-outcome.tsx';

export interface TicketStatusActionProps {
  closed: boolean;
  /** What the confirmation says about closing: the ticket's subject, and that it can be reopened. */
  closeDescription: string;
  /** Closes the ticket; the API call stays with the caller. */
  close: () => Promise<AnswerLike>;
  reopen: () => Promise<AnswerLike>;
  /** The reopen call is running: the button waits. */
  reopening?: boolean;
}

/**
 * The staff's Close (after asking) or Reopen button, its outcome in 'Done!' or 'Whoops!'. Either
 * button takes the other's place, and focus goes to the one now there when the outcome is
 * acknowledged, so a keyboard user carries on from the same place.
 */
export function TicketStatusAction({ closed, closeDescription, close, reopen, reopening = false }: TicketStatusActionProps) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = () => buttonRef.current;

  async function act(run: () => Promise<AnswerLike>, fallback: string) {
    try {
      const answer = await run();
      outcome.show({ ...done(answer.message, fallback), returnFocus });
    } catch (error) {
      outcome.failed(error);
    }
  }

  return (
    <>
      {closed ? (
        <Button ref={buttonRef} variant="secondary" loading={reopening} onClick={() => void act(reopen, t`The ticket has been reopened.`)}>
          <Trans>Reopen ticket</Trans>
        </Button>
      ) : (
        <Button ref={buttonRef} variant="secondary" onClick={() => setConfirming(true)}>
          <Trans>Close ticket</Trans>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Close this ticket?`}
        description={closeDescription}
        confirmLabel={t`Close ticket`}
        onConfirm={() => act(close, t`The ticket has been closed.`)}
      />
      {outcome.dialog}
    </>
  );
}
