import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import {
  type AnswerLike,
  type ErrorOutcomeOptions,
  done,
  isValidationFailure,
  type Outcome,
  outcomeFromAnswer,
  outcomeFromError,
  poof,
} from './outcome.ts';
import { OutcomeDialog } from './outcome-dialog.tsx';

export interface RunOptions {
  /** The message when the answer brings none: "The invite has been sent." */
  success: string;
  /** 'Poof!' for a deletion; 'Done!' otherwise. */
  title?: 'Done!' | 'Poof!';
  /** The server words its message in markup. */
  html?: boolean;
  /** A 422 rejects again, so a form shows its errors next to the fields (the default). */
  rethrowValidation?: boolean;
  /** How a failure is titled; see `outcomeFromError`. */
  failure?: ErrorOutcomeOptions;
}

export interface OutcomeControls {
  /** Opens the dialog with this outcome (replacing one that is open). */
  show: (outcome: Outcome) => void;
  /** Closes the dialog without running the outcome's `onClose`. */
  close: () => void;
  /** 'Done!' with the server's message, or `fallback`. */
  done: (message?: string | null, fallback?: string) => void;
  /** 'Poof!' with the server's message, or `fallback`. */
  poof: (message?: string | null, fallback?: string) => void;
  /** 'Whoops!' (or 'Uh oh!') with the failure's message and details. */
  failed: (error: unknown, options?: ErrorOutcomeOptions) => void;
  /**
   * Runs an action and tells how it went: its answer's message (or `success`) when it resolves,
   * the failure when it rejects. A 422 is thrown back for the form; otherwise it never rejects.
   * Resolves with the answer, or `undefined` after a failure.
   */
  run: <T extends AnswerLike | null | undefined | void>(action: () => Promise<T>, options: RunOptions) => Promise<T | undefined>;
}

export interface UseOutcomeResult extends OutcomeControls {
  /** The dialog to render once, beside the part that raises outcomes; `null` inside an `OutcomeProvider`. */
  dialog: ReactNode;
}

const OutcomeContext = createContext<OutcomeControls | null>(null);

function useOwnOutcome(): { controls: OutcomeControls; dialog: ReactNode } {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const show = useCallback((next: Outcome) => setOutcome(next), []);
  const close = useCallback(() => setOutcome(null), []);
  const controls = useMemo<OutcomeControls>(
    () => ({
      show,
      close,
      done: (message, fallback) => show(done(message, fallback)),
      poof: (message, fallback) => show(poof(message, fallback)),
      failed: (error, options) => show(outcomeFromError(error, options)),
      run: async (action, { success, title, html, rethrowValidation = true, failure }) => {
        try {
          const answer = await action();
          show(outcomeFromAnswer((answer ?? undefined) as AnswerLike | undefined, success, { title, html }));
          return answer;
        } catch (error) {
          if (rethrowValidation && isValidationFailure(error)) throw error;
          show(outcomeFromError(error, failure));
          return undefined;
        }
      },
    }),
    [show, close],
  );
  return { controls, dialog: <OutcomeDialog outcome={outcome} onClose={close} /> };
}

/**
 * The outcome of actions: `show` (or `done`, `poof`, `failed`, `run`) opens the dialog, and
 * `dialog` is rendered once beside the part that raises them. Inside an `OutcomeProvider` the
 * controls open the provider's one dialog instead, and `dialog` is `null`; a part written with
 * this hook works either way.
 */
export function useOutcome(): UseOutcomeResult {
  const shared = useContext(OutcomeContext);
  const own = useOwnOutcome();
  return shared ? { ...shared, dialog: null } : { ...own.controls, dialog: own.dialog };
}

/**
 * One outcome dialog for a screen whose many parts raise outcomes (a layout with sections, a page
 * with dialogs): every `useOutcome()` below it shows in this dialog.
 */
export function OutcomeProvider({ children }: { children?: ReactNode }) {
  const { controls, dialog } = useOwnOutcome();
  return (
    <OutcomeContext value={controls}>
      {children}
      {dialog}
    </OutcomeContext>
  );
}
