import { api, type MediaItem } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loungeKeys } from './lounge-keys.ts';
import { updateCachedTitle } from './update-cached-titles.ts';
import { requestLoungeSubscribeResponse, requestLoungeUnsubscribeResponse } from '@portal/api-client/schemas';

export interface FollowChange {
  item: Pick<MediaItem, 'id' | 'type'>;
  follow: boolean;
}

export function followTitle({ item, follow }: FollowChange) {
  const options = { path: { type: item.type === 'show' ? ('shows' as const) : ('movies' as const), media: item.id }, rejectOnError: true } as const;
  return follow
    ? api.put('/api/customer/request-lounge/subscriptions/{type}/{media}', { schema: requestLoungeSubscribeResponse, ...options })
    : api.delete('/api/customer/request-lounge/subscriptions/{type}/{media}', { schema: requestLoungeUnsubscribeResponse, ...options });
}

/** Follows or stops following a title (subscribed content). */
export function useFollowTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followTitle,
    onSuccess: (body) => {
      updateCachedTitle(queryClient, body.data, false);
      void queryClient.invalidateQueries({ queryKey: loungeKeys.subscriptionLists() });
    },
  });
}
