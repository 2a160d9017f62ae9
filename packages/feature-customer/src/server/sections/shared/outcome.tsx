import { isApiError, isNetworkError } from '@portal/api-client';
import { MessageDialog, type MessageTone } from '@portal/ui-kit/dialog';
import { useCallback, useMemo, useState, type ReactNode } from 'react';

interface Outcome {
  title: string;
  message: string;
  tone: MessageTone;
}

/** The server's message of a failed call, or what went wrong without one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error) || isNetworkError(error)) return error.message || 'Something went wrong';
  return 'Something went wrong';
}

/**
 * The spec's message dialogs for finished actions: 'Done!' for success, 'Poof!' for deletions and
 * 'Whoops!' with the server's message for failures. Render `dialog` once in the section.
 */
export function useOutcome(): { done: (message: string) => void; poof: (message: string) => void; whoops: (error: unknown) => void; dialog: ReactNode } {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((next: Outcome) => {
    setOutcome(next);
    setOpen(true);
  }, []);

  const actions = useMemo(
    () => ({
      done: (message: string) => show({ title: 'Done!', message, tone: 'success' }),
      poof: (message: string) => show({ title: 'Poof!', message, tone: 'success' }),
      whoops: (error: unknown) => show({ title: 'Whoops!', message: errorMessage(error), tone: 'error' }),
    }),
    [show],
  );

  // The last outcome stays rendered while the dialog animates out, so its text does not vanish first.
  const dialog = outcome ? <MessageDialog open={open} onOpenChange={setOpen} title={outcome.title} message={outcome.message} tone={outcome.tone} /> : null;
  return { ...actions, dialog };
}
