import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import type { ReactNode } from 'react';
import { LoadMore, type LoadMoreProps } from './load-more.tsx';
import * as styles from './lounge.css.ts';
import { RowsSkeleton } from './title-row.tsx';

export interface LoungeRowsProps<Item> {
  /** The list's query, for its first load and its failure. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Every row loaded so far (see `useLoungeList`). */
  items: Item[];
  loadMore: LoadMoreProps;
  /** "Loading your reports". */
  loading: string;
  /** "Your reports could not be loaded". */
  errorTitle: string;
  /** What an empty list says. */
  empty: { title: string; description?: ReactNode };
  /** The list's accessible name. */
  label: string;
  /** A row (a `TitleRow`) for each item. */
  children: (item: Item) => ReactNode;
}

/**
 * A list of the lounge that pages as it scrolls: placeholder rows while the first page loads, the
 * failure with Try again when nothing could be loaded, the empty state, or the rows and "Load more".
 */
export function LoungeRows<Item>({ query, items, loadMore, loading, errorTitle, empty, label, children }: LoungeRowsProps<Item>) {
  if (query.isPending) return <RowsSkeleton label={loading} />;
  if (query.isError && items.length === 0) return <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <>
      <ul className={styles.rowList} aria-label={label}>
        {items.map(children)}
      </ul>
      <LoadMore {...loadMore} />
    </>
  );
}
