import { isApiError } from '@portal/api-client';
import { MessageDialog, type MessageTone } from '@portal/ui-kit/dialog';
import { useCallback, useRef, useState, type ReactNode } from 'react';

export interface Outcome {
  /** The spec's headline: 'Done!', 'Poof!' (deletions), 'Whoops!' or 'Uh oh!' (failures). */
  title: string;
  message: string;
  tone: MessageTone;
}

/** 'Done!' with the server's message, or the fallback when it sent none. */
export function done(message: string | undefined, fallback: string): Outcome {
  return { title: 'Done!', message: message || fallback, tone: 'success' };
}

/** 'Poof!' after something was deleted. */
export function poof(message: string | undefined, fallback: string): Outcome {
  return { title: 'Poof!', message: message || fallback, tone: 'success' };
}

/** 'Whoops!' with the server's message for a failed action. */
export function whoops(error: unknown): Outcome {
  const message = isApiError(error) || error instanceof Error ? error.message : '';
  return { title: 'Whoops!', message: message || 'Something went wrong', tone: 'error' };
}

/**
 * The message dialog that follows an action. `show` opens it; the dialog keeps its last text
 * while it animates closed.
 */
export function useOutcomeDialog(): { show: (outcome: Outcome) => void; dialog: ReactNode } {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const last = useRef<Outcome | null>(null);
  if (outcome) last.current = outcome;
  const shown = last.current;
  const show = useCallback((next: Outcome) => setOutcome(next), []);
  const dialog = (
    <MessageDialog
      open={outcome !== null}
      onOpenChange={(open) => {
        if (!open) setOutcome(null);
      }}
      title={shown?.title ?? ''}
      message={shown?.message ?? ''}
      tone={shown?.tone ?? 'success'}
    />
  );
  return { show, dialog };
}
