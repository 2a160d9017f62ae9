import type { MediaItem } from '@portal/api-client';
import { useRequestTitle } from '../api/request-title.ts';
import { doneOutcome, failureOutcome } from '../shared/outcome.ts';
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
        onSuccess: (body) => showOutcome(doneOutcome(body.message)),
        onError: (error) => showOutcome(failureOutcome(error)),
      },
    );
  };
  const pendingId = requestTitle.isPending ? requestTitle.variables.media_id : null;
  return { request, pendingId };
}
