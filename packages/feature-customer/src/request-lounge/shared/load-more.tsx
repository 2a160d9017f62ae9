import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useEffect, useRef } from 'react';
import * as styles from './lounge.css.ts';

export interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last page failed to load. */
  failed: boolean;
  fetchNextPage: () => unknown;
  /** How many pages are loaded: a new page re-arms the sentinel. */
  pages: number;
  shown: number;
  total: number;
  /** "titles", "requests"… */
  noun: string;
}

/**
 * The end of an infinite list: a sentinel that loads the next page as it nears the viewport,
 * and a "Load more" button for keyboard users and browsers without IntersectionObserver. The
 * list stops at the server's last page.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed, fetchNextPage, pages, shown, total, noun }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const state = useRef({ hasNextPage, isFetchingNextPage, failed, fetchNextPage });
  state.current = { hasNextPage, isFetchingNextPage, failed, fetchNextPage };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once whether the sentinel is still in view, so a
    // short page on a tall screen goes on loading without a scroll.
    const observer = new IntersectionObserver(
      (entries) => {
        const current = state.current;
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (current.hasNextPage && !current.isFetchingNextPage && !current.failed) void current.fetchNextPage();
      },
      { rootMargin: '0px 0px 800px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, pages]);

  return (
    <div className={styles.loadMore}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {failed ? (
        <Alert tone="error" title={`More ${noun} could not be loaded`} action={<Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>Try again</Button>} />
      ) : hasNextPage ? (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          Load more
        </Button>
      ) : total > 0 ? (
        <p className={styles.endNote}>That is all {total} {noun}.</p>
      ) : null}
      <VisuallyHidden role="status">{`Showing ${shown} of ${total} ${noun}`}</VisuallyHidden>
    </div>
  );
}
