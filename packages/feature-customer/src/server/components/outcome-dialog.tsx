import { MessageDialog } from '@portal/ui-kit/dialog';
import { useRef } from 'react';
import { useServerPageStore, type Outcome } from '../server-page-store.tsx';

/** 'Done!', 'Poof!' or 'Whoops!' after an action. */
export function OutcomeDialog() {
  const outcome = useServerPageStore((state) => state.outcome);
  const closeOutcome = useServerPageStore((state) => state.closeOutcome);
  const last = useRef<Outcome | null>(null);
  if (outcome) last.current = outcome;
  const shown = last.current;
  return (
    <MessageDialog
      open={outcome !== null}
      onOpenChange={(open) => {
        if (open || !outcome) return;
        closeOutcome();
        outcome.onClose?.();
      }}
      title={shown?.title ?? ''}
      message={shown?.message ?? ''}
      tone={shown?.tone ?? 'success'}
    />
  );
}
