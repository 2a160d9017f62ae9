import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useEffect, useRef } from 'react';
import * as styles from './lounge.css.ts';

/** What a lounge list holds; each has its own sentences at the end of the list. */
export type LoungeNoun = 'movies' | 'shows' | 'requests' | 'reports' | 'lost titles' | 'followed movies' | 'followed shows';

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
  /** "movies", "requests"… */
  noun: LoungeNoun;
}

/**
 * The end of an infinite list: a sentinel that loads the next page as it nears the viewport,
 * and a "Load more" button for keyboard users and browsers without IntersectionObserver. The
 * list stops at the server's last page.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed, fetchNextPage, pages, shown, total, noun }: LoadMoreProps) {
  const { t } = useLingui();
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

  let text: { failed: string; end: string; showing: string };
  switch (noun) {
    case 'movies':
      text = { failed: t`More movies could not be loaded`, end: t`That is all ${total} movies.`, showing: t`Showing ${shown} of ${total} movies` };
      break;
    case 'shows':
      text = { failed: t`More shows could not be loaded`, end: t`That is all ${total} shows.`, showing: t`Showing ${shown} of ${total} shows` };
      break;
    case 'requests':
      text = { failed: t`More requests could not be loaded`, end: t`That is all ${total} requests.`, showing: t`Showing ${shown} of ${total} requests` };
      break;
    case 'reports':
      text = { failed: t`More reports could not be loaded`, end: t`That is all ${total} reports.`, showing: t`Showing ${shown} of ${total} reports` };
      break;
    case 'lost titles':
      text = { failed: t`More lost titles could not be loaded`, end: t`That is all ${total} lost titles.`, showing: t`Showing ${shown} of ${total} lost titles` };
      break;
    case 'followed movies':
      text = { failed: t`More followed movies could not be loaded`, end: t`That is all ${total} followed movies.`, showing: t`Showing ${shown} of ${total} followed movies` };
      break;
    case 'followed shows':
      text = { failed: t`More followed shows could not be loaded`, end: t`That is all ${total} followed shows.`, showing: t`Showing ${shown} of ${total} followed shows` };
      break;
  }

  return (
    <div className={styles.loadMore}>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {failed ? (
        <Alert
          tone="error"
          title={text.failed}
          action={
            <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : hasNextPage ? (
        <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          <Trans>Load more</Trans>
        </Button>
      ) : total > 0 ? (
        <p className={styles.endNote}>{text.end}</p>
      ) : null}
      <VisuallyHidden role="status">{text.showing}</VisuallyHidden>
    </div>
  );
}
