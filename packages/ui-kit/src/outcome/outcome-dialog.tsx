import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MessageDialog } from '#dialog/message-dialog.tsx';
import { ErrorDetails } from '#error-state/error-state.tsx';
import { sanitizeHtml } from '#sanitize/index.ts';
import { OUTCOME_TITLES, type Outcome, outcomeTone } from './outcome.ts';
import * as styles from './outcome.css.ts';

export interface OutcomeDialogProps {
  /** The outcome to show; the dialog is open while it is set. */
  outcome: Outcome | null;
  /** The user closed the dialog (its action, its second action or Escape). */
  onClose: () => void;
}

// Focus inside these is never where focus should return to: they are gone once the outcome shows.
const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"]';

function outside(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element !== document.body && !element.closest(OVERLAYS);
}

/**
 * Remembers the last control focused outside any dialog or menu: the one the user acted from, even
 * when the action ran in a confirmation dialog that has closed since.
 */
function useLastFocusOutside() {
  const last = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (outside(document.activeElement)) last.current = document.activeElement;
    const remember = (event: FocusEvent) => {
      if (outside(event.target as Element | null)) last.current = event.target as HTMLElement;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  return last;
}

function MessageText({ outcome }: { outcome: Outcome }) {
  const markup = useMemo(() => (outcome.html ? sanitizeHtml(outcome.message) : ''), [outcome.html, outcome.message]);
  if (!outcome.html) return <>{outcome.message}</>;
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: markup }} />;
}

/**
 * The spec's outcome of an action: 'Done!', 'Poof!', 'Whoops!' or 'Uh oh!' with the server's
 * message. It keeps its last text while it animates closed, and gives focus back to the control
 * the user acted from (or the outcome's `returnFocus`) when it closes.
 */
export function OutcomeDialog({ outcome, onClose }: OutcomeDialogProps) {
  const { i18n } = useLingui();
  // The last outcome stays while the dialog animates closed, so its text does not vanish first.
  const [shown, setShown] = useState(outcome);
  if (outcome && outcome !== shown) setShown(outcome);
  const returnTo = useLastFocusOutside();

  if (!shown) return null;

  const close = () => {
    onClose();
    shown.onClose?.();
  };

  return (
    <MessageDialog
      open={outcome !== null}
      onOpenChange={(open) => {
        if (!open && outcome) close();
      }}
      title={shown.title in OUTCOME_TITLES ? i18n._(OUTCOME_TITLES[shown.title]) : shown.title}
      message={<MessageText outcome={shown} />}
      tone={outcomeTone(shown)}
      actionLabel={shown.actionLabel}
      secondaryActionLabel={shown.secondaryAction?.label}
      onSecondaryAction={shown.secondaryAction?.onSelect}
      onCloseAutoFocus={(event) => {
        const target = shown.returnFocus?.() ?? returnTo.current;
        if (!target?.isConnected) return;
        event.preventDefault();
        target.focus();
      }}
    >
      {shown.details ? (
        <div className={styles.details}>
          <ErrorDetails details={shown.details} />
        </div>
      ) : null}
    </MessageDialog>
  );
}
