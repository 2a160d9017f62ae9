import { MessageDialog } from '@portal/ui-kit/dialog';
import { useRequestLoungeStore } from '../store/request-lounge-store.tsx';

/** The one 'Done!' / 'Whoops!' dialog of the lounge, raised by any of its screens. */
export function OutcomeDialog() {
  const outcome = useRequestLoungeStore((state) => state.outcome);
  const closeOutcome = useRequestLoungeStore((state) => state.closeOutcome);
  return (
    <MessageDialog
      open={outcome !== null}
      onOpenChange={(open) => {
        if (!open) closeOutcome();
      }}
      title={outcome?.title ?? ''}
      message={outcome?.message ?? ''}
      tone={outcome?.tone ?? 'info'}
    />
  );
}
