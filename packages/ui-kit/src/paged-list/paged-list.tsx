import { Trans } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '#button/button.tsx';
import { EmptyState, type EmptyStateProps } from '#empty-state/empty-state.tsx';
import { ErrorState } from '#error-state/error-state.tsx';
import { ListCardList, ListCardSkeleton } from '#list-card/list-card.tsx';
import type { FilterSpec, ListState } from '#list-state/use-list-state.ts';
import { Pager } from '#pager/pager.tsx';
import type { HeadingLevel } from '#utils/heading.tsx';
import * as styles from './paged-list.css.ts';

/** Where a page sits in the whole list, as the API's paged answers say it. */
export interface PageMeta {
  current_page: number;
  last_page: number;
  total: number;
}

/**
 * What `PagedList` reads from a query of one page. A TanStack Query result fits as it is (its data
 * may carry more than the rows and the meta); ui-kit does not depend on TanStack Query.
 */
export interface PagedQueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { data: T[]; meta: PageMeta } | undefined;
  /** True while the previous page is still shown as the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** What `PagedList` uses of `useListState()`: pass the list state as it is. */
export type PagedListState = Pick<ListState<Record<string, FilterSpec>, string>, 'isFiltered' | 'reset' | 'setPage' | 'pagerProps'>;

/** Nothing matches the search or the filters. */
export interface PagedListNoMatch {
  title: ReactNode;
  description?: ReactNode;
  /** The button back to the whole list; "Clear the filters" unless given. */
  clearLabel?: ReactNode;
  /** What the button does; `list.reset()` unless given (a list that clears one filter only, say). */
  onClear?: () => void;
}

/** The parts of a page with rows, for a screen that lays them out its own way. */
export interface PagedListParts {
  /** The failed refresh above the rows (with `refreshError`), or null. */
  refreshError: ReactNode;
  /** The count line, a polite live region (with `count`), or null. */
  count: ReactNode;
  rows: ReactNode;
  pager: ReactNode;
  total: number;
  busy: boolean;
}

export interface PagedListSkeletonProps {
  /** What is loading, as a screen reader announces it: "Loading the mounts". */
  label: string;
  /** How many cards wait; 3 unless given. */
  items?: number;
  /** The widths of each card's placeholder lines. */
  lines?: string[];
}

/** A list of cards in waiting, named for what loads and busy. */
export function PagedListSkeleton({ label, items = 3, lines }: PagedListSkeletonProps) {
  return (
    <ListCardList aria-label={label} aria-busy="true">
      {Array.from({ length: items }, (_unused, item) => (
        <ListCardSkeleton key={item} lines={lines} />
      ))}
    </ListCardList>
  );
}

export interface PagedListProps<T> {
  query: PagedQueryLike<T>;
  list: PagedListState;
  /**
   * While the first page loads: the label of a list of card skeletons ("Loading the mounts"), or a
   * placeholder of its own (a `SectionLoading` in the shape of a table).
   */
  loading: string | ReactElement;
  /** The card skeletons' count and line widths, when `loading` is a label. */
  skeleton?: Omit<PagedListSkeletonProps, 'label'>;
  /** Shows the loading state while something else the rows need is still on its way. */
  pending?: boolean;
  /** The title of the failure: "The mounts could not be loaded". */
  error: ReactNode;
  /**
   * When given, a refresh that fails while a page is shown keeps the page, with this failure
   * above it ("The reboots could not be refreshed"); without it the failure replaces the page.
   */
  refreshError?: ReactNode;
  /** The list has no rows at all: an `EmptyState`'s title, description and action. */
  empty: Omit<EmptyStateProps, 'headingLevel'>;
  /** Nothing matches the search or the filters. */
  noMatch: PagedListNoMatch;
  /** Whether the empty list is narrowed down (then `noMatch` shows); `list.isFiltered` unless given. */
  filtered?: boolean;
  /**
   * The title when the page asked for is past the last one (an old link): "There are no mounts on
   * this page.", with a button to the last page. Without it, such a page shows its empty rows.
   */
  offPage?: ReactNode;
  /** The count line above the rows, from the total of every page: `<Plural value={total} … />`. */
  count?: (total: number) => ReactNode;
  /** The count line's look, when it is not the quiet small line of most lists. */
  countClassName?: string;
  /** Names the pager: "Mount pages". */
  pagerLabel: string;
  /** The level of the failure's and the empty states' headings; 2 unless given (3 in a titled card). */
  headingLevel?: HeadingLevel;
  /** Lays the parts of a page out another way than the count, the rows and the pager one after the other. */
  layout?: (parts: PagedListParts) => ReactNode;
  /** The rows of this page; `busy` while they are the previous page's, shown until the next one comes. */
  children: (rows: T[], state: { busy: boolean; total: number }) => ReactNode;
}

const defaultLayout = ({ refreshError, count, rows, pager }: PagedListParts) => (
  <>
    {refreshError}
    {count}
    {rows}
    {pager}
  </>
);

/**
 * One page of a list whose page, search and filters live in the address: its loading state, its
 * failure with Try again, the empty list, the list that nothing matches, the page past the last
 * one, and the rows between their count and the pager. The screen keeps its words and its rows.
 */
export function PagedList<T>({
  query,
  list,
  loading,
  skeleton,
  pending = false,
  error,
  refreshError,
  empty,
  noMatch,
  filtered = list.isFiltered,
  offPage,
  count,
  countClassName,
  pagerLabel,
  headingLevel = 2,
  layout = defaultLayout,
  children,
}: PagedListProps<T>) {
  const retry = () => void query.refetch();
  const page = query.data;

  if (pending || query.isPending) {
    return typeof loading === 'string' ? <PagedListSkeleton label={loading} {...skeleton} /> : loading;
  }
  if (query.isError && (page === undefined || refreshError === undefined)) {
    return <ErrorState headingLevel={headingLevel} title={error} error={query.error} onRetry={retry} />;
  }
  if (page === undefined) return null;

  const { data: rows, meta } = page;
  if (rows.length === 0 && meta.total === 0) {
    if (!filtered) return <EmptyState headingLevel={headingLevel} {...empty} />;
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={noMatch.title}
        description={noMatch.description}
        action={
          <Button variant="secondary" onClick={noMatch.onClear ?? (() => list.reset())}>
            {noMatch.clearLabel ?? <Trans>Clear the filters</Trans>}
          </Button>
        }
      />
    );
  }
  if (rows.length === 0 && offPage !== undefined) {
    const lastPage = meta.last_page;
    return (
      <EmptyState
        headingLevel={headingLevel}
        title={offPage}
        action={
          <Button variant="secondary" onClick={() => list.setPage(lastPage)}>
            <Trans>Go to page {lastPage}</Trans>
          </Button>
        }
      />
    );
  }

  const busy = query.isPlaceholderData;
  const total = meta.total;
  return layout({
    refreshError: query.isError ? <ErrorState headingLevel={headingLevel} title={refreshError} error={query.error} onRetry={retry} /> : null,
    count: count ? (
      <p className={countClassName ?? styles.count} aria-live="polite">
        {count(total)}
      </p>
    ) : null,
    rows: children(rows, { busy, total }),
    pager: <Pager label={pagerLabel} {...list.pagerProps(meta.last_page, { busy })} page={meta.current_page} />,
    total,
    busy,
  });
}
