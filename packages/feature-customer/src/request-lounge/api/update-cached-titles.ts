import type { LoungeQuota, MediaItem } from '@portal/api-client';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { loungeKeys, type TitleFilters } from './lounge-keys.ts';
import type { LoungePage } from './lounge-pages.ts';
import type { getRequestLounge } from './get-request-lounge.ts';

type TitlePages = InfiniteData<LoungePage<MediaItem>, number>;

function replaceIn(data: TitlePages | undefined, item: MediaItem): TitlePages | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.data.some((candidate) => candidate.id === item.id)) return page;
    changed = true;
    return { ...page, data: page.data.map((candidate) => (candidate.id === item.id ? item : candidate)) };
  });
  return changed ? { ...data, pages } : data;
}

/**
 * Puts the server's new version of a title into every loaded list that shows that version (HD
 * or 4K), in place: refetching would reload every page the user has scrolled through.
 */
export function updateCachedTitle(queryClient: QueryClient, item: MediaItem, uhd: boolean): void {
  for (const [queryKey] of queryClient.getQueriesData<TitlePages>({ queryKey: loungeKeys.titleLists() })) {
    const filters = queryKey[queryKey.length - 1] as TitleFilters;
    if (filters.uhd !== uhd) continue;
    queryClient.setQueryData<TitlePages>(queryKey, (data) => replaceIn(data, item));
  }
  if (!uhd) queryClient.setQueriesData<TitlePages>({ queryKey: loungeKeys.subscriptionLists() }, (data) => replaceIn(data, item));
}

export function updateCachedQuota(queryClient: QueryClient, quota: LoungeQuota): void {
  queryClient.setQueryData<Awaited<ReturnType<typeof getRequestLounge>>>(loungeKeys.home(), (home) => (home ? { ...home, quota } : home));
}
