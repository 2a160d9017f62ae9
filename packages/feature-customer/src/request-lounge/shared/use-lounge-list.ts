import type { InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mergeLoungePages, type LoungePage } from '../api/lounge-pages.ts';
import type { LoadMoreProps, LoungeNoun } from './load-more.tsx';

/** What the list needs of an infinite query of lounge pages. */
export interface InfiniteLoungeQuery<T> {
  data: InfiniteData<LoungePage<T>, unknown> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/** The items of an infinite lounge list, merged as the server says, and the props of its end. */
export function useLoungeList<T>(query: InfiniteLoungeQuery<T>, keyOf: (item: T) => string | number, noun: LoungeNoun) {
  const pages = query.data?.pages;
  const items = useMemo(() => (pages ? mergeLoungePages(pages, keyOf) : []), [pages, keyOf]);
  const last = pages?.[pages.length - 1];
  const loadMore: LoadMoreProps = {
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    fetchNextPage: () => query.fetchNextPage({ cancelRefetch: false }),
    pages: pages?.length ?? 0,
    shown: items.length,
    total: last?.meta.total ?? 0,
    noun,
  };
  return { items, loadMore };
}
