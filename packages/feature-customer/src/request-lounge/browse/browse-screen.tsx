import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MediaItem } from '@portal/api-client';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { TextButton } from '@portal/ui-kit/link';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRequestLounge } from '../api/get-request-lounge.ts';
import { useTitles } from '../api/get-titles.ts';
import type { LoungeKind, TitleFilters } from '../api/lounge-keys.ts';
import { LoadMore } from '../shared/load-more.tsx';
import * as styles from '../shared/lounge.css.ts';
import { useLoungeList } from '../shared/use-lounge-list.ts';
import { useRequestLoungeStore, type PosterSize } from '../store/request-lounge-store.tsx';
import { PosterGrid } from './poster-grid.tsx';
import { PosterGridSkeleton } from './poster-grid-skeleton.tsx';
import { TitleCard } from './title-card.tsx';
import { useQuickRequest } from './use-quick-request.ts';

/** How long typing pauses before the search runs. */
const SEARCH_DELAY_MS = 350;
/** The first cards (a row on a desktop, three on a phone) load their posters at once. */
const EAGER_CARDS = 6;

const POSTER_SIZES: { value: PosterSize; label: MessageDescriptor }[] = [
  { value: 'small', label: msg`Small` },
  { value: 'medium', label: msg`Medium` },
  { value: 'large', label: msg`Large` },
];

const keyOf = (item: MediaItem) => item.id;

const HEADING: Record<LoungeKind, { hd: MessageDescriptor; uhd: MessageDescriptor }> = {
  movies: { hd: msg`Movies`, uhd: msg`Movies in 4K` },
  shows: { hd: msg`Shows`, uhd: msg`Shows in 4K` },
};

/** The search box: it keeps what is typed and puts it into the address once typing pauses. */
function SearchBox({ kind, value, onSearch }: { kind: LoungeKind; value: string; onSearch: (qs: string) => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // The address changed by other means (a category chosen, back and forward): show its search.
  if (applied !== value) {
    setApplied(value);
    setDraft(value);
  }
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => search.current(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <form
      role="search"
      className={styles.searchField}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <TextField label={kind === 'movies' ? t`Search movies` : t`Search shows`} type="search" name="qs" value={draft} onChange={(event) => setDraft(event.target.value)} autoComplete="off" />
    </form>
  );
}

/** Movies or shows, in HD or 4K: search them, browse a category, and request what is missing. */
export default function BrowseScreen({ kind, uhd }: { kind: LoungeKind; uhd: boolean }) {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const qs = (params.get('qs') ?? '').trim();
  const category = qs ? undefined : (params.get('category') ?? undefined);
  const filters: TitleFilters = { kind, uhd, ...(qs ? { qs } : {}), ...(category ? { category } : {}) };

  const home = useRequestLounge();
  const categories = home.data?.categories.filter((candidate) => candidate.type === kind) ?? [];
  const titles = useTitles(filters);
  const { items, loadMore } = useLoungeList(titles, keyOf, kind);
  const posterSize = useRequestLoungeStore((state) => state.posterSize);
  const setPosterSize = useRequestLoungeStore((state) => state.setPosterSize);
  const openDetail = useRequestLoungeStore((state) => state.openDetail);
  const quick = useQuickRequest();

  const setParam = (name: 'qs' | 'category', value: string | undefined) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        // A search looks through everything, so it leaves the category, and the other way round.
        next.delete('qs');
        next.delete('category');
        if (value) next.set(name, value);
        return next;
      },
      { replace: true },
    );
  };
  const title = i18n._(HEADING[kind][uhd ? 'uhd' : 'hd']);
  let matching = title;
  if (qs) {
    if (kind === 'movies') matching = uhd ? t`Movies in 4K matching “${qs}”` : t`Movies matching “${qs}”`;
    else matching = uhd ? t`Shows in 4K matching “${qs}”` : t`Shows matching “${qs}”`;
  }

  return (
    <section className={styles.section} aria-labelledby="lounge-list-heading">
      <h2 id="lounge-list-heading" className={styles.sectionHeading}>
        {title}
      </h2>
      <div className={styles.toolbar}>
        <SearchBox kind={kind} value={qs} onSearch={(value) => setParam('qs', value || undefined)} />
        <SelectField
          className={styles.filterField}
          label={t`Poster size`}
          value={posterSize}
          options={POSTER_SIZES.map((size) => ({ value: size.value, label: i18n._(size.label) }))}
          onChange={(event) => setPosterSize(event.target.value as PosterSize)}
        />
      </div>
      <ul className={styles.chipList} aria-label={t`Categories`}>
        <li>
          <button type="button" className={styles.chip} aria-pressed={!category && !qs} onClick={() => setParam('category', undefined)}>
            {kind === 'movies' ? <Trans>All movies</Trans> : <Trans>All shows</Trans>}
          </button>
        </li>
        {categories.map((candidate) => (
          <li key={candidate.slug}>
            <button type="button" className={styles.chip} aria-pressed={category === candidate.slug} onClick={() => setParam('category', candidate.slug)}>
              {candidate.name}
            </button>
          </li>
        ))}
      </ul>
      {home.isError ? (
        <p className={styles.quotaLine} role="status">
          <Trans>
            The categories could not be loaded. <TextButton onClick={() => void home.refetch()}>Try again</TextButton>
          </Trans>
        </p>
      ) : null}

      {titles.isPending ? (
        <PosterGridSkeleton label={kind === 'movies' ? t`Loading movies` : t`Loading shows`} />
      ) : titles.isError && items.length === 0 ? (
        <ErrorState title={kind === 'movies' ? t`The movies could not be loaded` : t`The shows could not be loaded`} error={titles.error} onRetry={() => void titles.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={qs ? t`No results` : kind === 'movies' ? t`No movies here yet` : t`No shows here yet`}
          description={qs ? t`We couldn't find any result with that term. Please try again.` : category ? t`This category is empty at the moment.` : t`The catalogue has nothing to show at the moment.`}
        />
      ) : (
        <>
          <PosterGrid
            items={items}
            posterSize={posterSize}
            label={matching}
            renderCard={(item, index) => (
              <TitleCard
                item={item}
                uhd={uhd}
                eager={index < EAGER_CARDS}
                requesting={quick.pendingId === item.id}
                onOpen={(opened) => openDetail({ item: opened, uhd })}
                onRequest={(requested) => quick.request(requested, uhd)}
              />
            )}
          />
          <LoadMore {...loadMore} />
        </>
      )}
    </section>
  );
}
