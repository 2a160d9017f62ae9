import type { MediaItem } from '@portal/api-client';
import { done, outcomeFromError } from '@portal/ui-kit/outcome';
import { useRequestTitle } from '../api/request-title.ts';
import { useRequestLoungeStore } from '../store/request-lounge-store.tsx';

/**
 * The Request button of a card: a movie is requested at once; a show opens its details first,
 * where the user chooses the seasons.
 */
export function useQuickRequest() {
  const requestTitle = useRequestTitle();
  const openDetail = useRequestLoungeStore((state) => state.openDetail);
  const showOutcome = useRequestLoungeStore((state) => state.showOutcome);
  const request = (item: MediaItem, uhd: boolean) => {
    if (item.type === 'show') {
      openDetail({ item, uhd });
      return;
    }
    requestTitle.mutate(
      { media_id: item.id, type: item.type, uhd },
      {
        onSuccess: (body) => showOutcome(done(body.message)),
        onError: (error) => showOutcome(outcomeFromError(error, { uhOhForServerErrors: true })),
      },
    );
  };
  const pendingId = requestTitle.isPending ? requestTitle.variables.media_id : null;
  return { request, pendingId };
}
