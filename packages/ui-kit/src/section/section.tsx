import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '#empty-state/empty-state.tsx';
import type { HeadingLevel } from '#utils/heading.tsx';
import { SectionError } from './section-error.tsx';
import { SectionLoading } from './section-loading.tsx';

/**
 * What `Section` reads from a query. A TanStack Query result fits as it is; any object with these
 * fields does.
 */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export type SectionEmptyState = Omit<EmptyStateProps, 'headingLevel'>;

export interface SectionProps<T> {
  query: QueryLike<T>;
  /** While nothing has loaded: a label for `SectionLoading` ("Loading your invites"), or a placeholder of its own. */
  loading: ReactNode;
  /** When the load failed: the title of `SectionError` ("Your invites could not be loaded"), or a render function. */
  error: string | ((error: unknown, retry: () => void) => ReactNode);
  /** Whether the data is empty; then `emptyState` shows instead of the content. */
  empty?: (data: T) => boolean;
  /** An `EmptyState` (its title, description, action and icon), or a render function. */
  emptyState?: SectionEmptyState | ((data: T) => ReactNode);
  /** The heading level of the error and the empty state; 3 by default. */
  headingLevel?: HeadingLevel;
  /**
   * When a refresh fails but data from before is at hand, keep showing that data instead of the
   * error.
   */
  keepDataOnError?: boolean;
  /** The content, once there is data. */
  children: (data: T) => ReactNode;
}

/**
 * A part of a screen that depends on one query, in one line: its loading state, its error with
 * Try again, its empty state, or its content.
 */
export function Section<T>({ query, loading, error, empty, emptyState, headingLevel = 3, keepDataOnError = false, children }: SectionProps<T>) {
  const retry = () => void query.refetch();
  if (query.isError && (query.data === undefined || !keepDataOnError)) {
    if (typeof error === 'function') return <>{error(query.error, retry)}</>;
    return <SectionError headingLevel={headingLevel} title={error} error={query.error} onRetry={retry} />;
  }
  if (query.data === undefined) {
    return typeof loading === 'string' ? <SectionLoading label={loading} /> : <>{loading}</>;
  }
  const data = query.data;
  if (empty && emptyState && empty(data)) {
    return typeof emptyState === 'function' ? <>{emptyState(data)}</> : <EmptyState headingLevel={headingLevel} {...emptyState} />;
  }
  return <>{children(data)}</>;
}
