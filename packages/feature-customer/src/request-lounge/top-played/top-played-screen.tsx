import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField } from '@portal/ui-kit/field';
import { useListState } from '@portal/ui-kit/list-state';
import { formatDate, formatNumber } from '@portal/ui-kit/format';
import { useTopPlayed } from '../api/get-top-played.ts';
import type { RequestTypeFilter, TopPlayedPeriod } from '../api/lounge-keys.ts';
import { titleWithYear } from '../shared/labels.ts';
import { useSearchParams } from 'react-router';
import * as styles from '../shared/lounge.css.ts';
import { RowsSkeleton, TitleRow } from '../shared/title-row.tsx';
import { useRequestLoungeStore } from '../store/request-lounge-store.tsx';

const PERIODS = ['week', 'month', 'year', 'all'] as const satisfies readonly TopPlayedPeriod[];
const TYPES = ['all', 'movie', 'show'] as const satisfies readonly RequestTypeFilter[];
const PERIOD_OPTIONS = [
  { value: 'week', label: 'The last 7 days' },
  { value: 'month', label: 'The last 30 days' },
  { value: 'year', label: 'The last year' },
  { value: 'all', label: 'All time' },
];
const TYPE_OPTIONS = [
  { value: 'all', label: 'Movies and shows' },
  { value: 'movie', label: 'Movies' },
  { value: 'show', label: 'Shows' },
];

const count = (value: number, noun: string) => `${formatNumber(value)} ${noun}${value === 1 ? '' : 's'}`;

/** What was played most on the user's servers in a period. */
export default function TopPlayedScreen() {
  // The filters are kept in the address, so a reload or a shared link shows the same list.
  const list = useListState(useSearchParams(), {
    filters: { period: { default: 'month', values: PERIODS }, type: { default: 'all', values: TYPES } },
    history: 'replace',
  });
  const { period, type } = list.filters;
  const top = useTopPlayed({ period, type });
  const openDetail = useRequestLoungeStore((state) => state.openDetail);
  const startReport = useRequestLoungeStore((state) => state.startReport);
  const meta = top.data?.meta;

  return (
    <section className={styles.section} aria-labelledby="lounge-list-heading">
      <h2 id="lounge-list-heading" className={styles.sectionHeading}>
        Top played
      </h2>
      <div className={styles.toolbar}>
        <SelectField className={styles.filterField} label="Period" value={period} options={PERIOD_OPTIONS} onChange={(event) => list.setFilter('period', event.target.value as TopPlayedPeriod)} />
        <SelectField className={styles.filterField} label="Type" value={type} options={TYPE_OPTIONS} onChange={(event) => list.setFilter('type', event.target.value as RequestTypeFilter)} />
      </div>
      {meta ? <p className={styles.quota}>{meta.from ? `Plays on your servers from ${formatDate(meta.from)} to ${formatDate(meta.to)}.` : `Every play on your servers up to ${formatDate(meta.to)}.`}</p> : null}

      {top.isPending ? (
        <RowsSkeleton label="Loading the most played titles" />
      ) : top.isError ? (
        <ErrorState title="The most played titles could not be loaded" error={top.error} onRetry={() => void top.refetch()} />
      ) : top.data.data.length === 0 ? (
        <EmptyState title="Nothing was played in this period" description="Once people watch something on your servers, the most played titles show up here." />
      ) : (
        <ol className={styles.rowList} aria-label="Most played titles">
          {top.data.data.map((entry) => (
            <TitleRow
              key={entry.media.id}
              item={entry.media}
              rank={entry.rank}
              badges={<Badge tone="neutral">{entry.media.type === 'show' ? 'Show' : 'Movie'}</Badge>}
              actions={
                <>
                  <Button size="sm" variant="secondary" onClick={() => openDetail({ item: entry.media, uhd: false })} aria-label={`Details of ${titleWithYear(entry.media)}`}>
                    Details
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => startReport(entry.media)} aria-label={`Report a problem with ${titleWithYear(entry.media)}`}>
                    Report a problem
                  </Button>
                </>
              }
            >
              <p className={styles.rowMeta}>{`${count(entry.plays, 'play')} · ${count(entry.viewers, 'viewer')} · last played ${formatDate(entry.last_played_at)}`}</p>
            </TitleRow>
          ))}
        </ol>
      )}
    </section>
  );
}
