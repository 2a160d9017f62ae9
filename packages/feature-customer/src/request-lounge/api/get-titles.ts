import { api } from '@portal/api-client';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { loungeKeys, type TitleFilters } from './lounge-keys.ts';
import { nextLoungePage } from './lounge-pages.ts';
import {
  requestLoungeMoviesCategoryResponse,
  requestLoungeMoviesResponse,
  requestLoungeShowsCategoryResponse,
  requestLoungeShowsResponse,
} from '@portal/api-client/schemas';

/** One page of movies or shows: a search with `qs`, a category, or everything, in HD or 4K. */
export async function getTitles(filters: TitleFilters, page: number, signal?: AbortSignal) {
  const query = { page, uhd: filters.uhd ? (1 as const) : (0 as const) };
  const options = { query, signal, rejectOnError: true } as const;
  if (filters.category) {
    const path = { category: filters.category };
    return filters.kind === 'movies'
      ? api.get('/api/customer/request-lounge/movies/category/{category}', { schema: requestLoungeMoviesCategoryResponse, ...options, path })
      : api.get('/api/customer/request-lounge/shows/category/{category}', { schema: requestLoungeShowsCategoryResponse, ...options, path });
  }
  const search = { ...options, query: { ...query, qs: filters.qs } };
  return filters.kind === 'movies'
    ? api.get('/api/customer/request-lounge/movies', { schema: requestLoungeMoviesResponse, ...search })
    : api.get('/api/customer/request-lounge/shows', { schema: requestLoungeShowsResponse, ...search });
}

export function titlesQuery(filters: TitleFilters) {
  return infiniteQueryOptions({
    queryKey: loungeKeys.titles(filters),
    queryFn: ({ pageParam, signal }) => getTitles(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextLoungePage,
  });
}

/** The titles of a list, page by page as the user scrolls. */
export function useTitles(filters: TitleFilters) {
  return useInfiniteQuery(titlesQuery(filters));
}
