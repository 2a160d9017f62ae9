import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaItem } from '@portal/api-client';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { useListState } from '@portal/ui-kit/list-state';
import { useSearchParams } from 'react-router';
import { useSubscriptions } from '../api/get-subscriptions.ts';
import type { LoungeKind } from '../api/lounge-keys.ts';
import { PosterGrid } from '../browse/poster-grid.tsx';
import { PosterGridSkeleton } from '../browse/poster-grid-skeleton.tsx';
import { TitleCard } from '../browse/title-card.tsx';
import { useQuickRequest } from '../browse/use-quick-request.ts';
import { LoadMore } from '../shared/load-more.tsx';
import * as styles from '../shared/lounge.css.ts';
import { useLoungeList } from '../shared/use-lounge-list.ts';
import { useRequestLoungeStore } from '../store/request-lounge-store.tsx';

const KINDS = ['movies', 'shows'] as const satisfies readonly LoungeKind[];
const keyOf = (item: MediaItem) => item.id;

/** The movies and shows the user follows, to hear when they arrive or get new episodes. */
export default function SubscriptionsScreen() {
  const { t } = useLingui();
  // The filters are kept in the address, so a reload or a shared link shows the same list.
  const list = useListState(useSearchParams(), {
    filters: { type: { default: 'movies', values: KINDS } },
    history: 'replace',
  });
  const kind = list.filters.type;
  const followed = useSubscriptions(kind);
  const { items, loadMore } = useLoungeList(followed, keyOf, kind === 'movies' ? 'followed movies' : 'followed shows');
  const posterSize = useRequestLoungeStore((state) => state.posterSize);
  const openDetail = useRequestLoungeStore((state) => state.openDetail);
  const quick = useQuickRequest();

  return (
    <section className={styles.section} aria-labelledby="lounge-list-heading">
      <h2 id="lounge-list-heading" className={styles.sectionHeading}>
        <Trans>Subscribed content</Trans>
      </h2>
      <ul className={styles.chipList} aria-label={t`Movies or shows`}>
        {KINDS.map((candidate) => (
          <li key={candidate}>
            <button type="button" className={styles.chip} aria-pressed={kind === candidate} onClick={() => list.setFilter('type', candidate)}>
              {candidate === 'movies' ? <Trans>Movies</Trans> : <Trans>Shows</Trans>}
            </button>
          </li>
        ))}
      </ul>

      {followed.isPending ? (
        <PosterGridSkeleton label={kind === 'movies' ? t`Loading followed movies` : t`Loading followed shows`} cards={6} />
      ) : followed.isError && items.length === 0 ? (
        <ErrorState
          title={kind === 'movies' ? t`Your followed movies could not be loaded` : t`Your followed shows could not be loaded`}
          error={followed.error}
          onRetry={() => void followed.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          title={kind === 'movies' ? t`You do not follow any movies` : t`You do not follow any shows`}
          description={kind === 'shows' ? t`Open a show and press Follow to hear about its new episodes.` : t`Open a movie and press Follow to hear when it is on your server.`}
        />
      ) : (
        <>
          <PosterGrid
            items={items}
            posterSize={posterSize}
            label={kind === 'movies' ? t`Followed movies` : t`Followed shows`}
            renderCard={(item, index) => (
              <TitleCard
                item={item}
                uhd={false}
                eager={index < 6}
                requesting={quick.pendingId === item.id}
                onOpen={(opened) => openDetail({ item: opened, uhd: false })}
                onRequest={(requested) => quick.request(requested, false)}
              />
            )}
          />
          <LoadMore {...loadMore} />
        </>
      )}
    </section>
  );
}
