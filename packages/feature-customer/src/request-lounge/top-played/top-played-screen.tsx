import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  { value: 'week', label: msg`The last 7 days` },
  { value: 'month', label: msg`The last 30 days` },
  { value: 'year', label: msg`The last year` },
  { value: 'all', label: msg`All time` },
];
const TYPE_OPTIONS = [
  { value: 'all', label: msg`Movies and shows` },
  { value: 'movie', label: msg`Movies` },
  { value: 'show', label: msg`Shows` },
];

/** "1,204 plays · 38 viewers · last played May 3, 2026". */
function playsLine(entry: { plays: number; viewers: number; last_played_at: string }): string {
  const { plays, viewers } = entry;
  const playCount = formatNumber(plays);
  const viewerCount = formatNumber(viewers);
  const date = formatDate(entry.last_played_at);
  return t`${plural(plays, { one: `${playCount} play`, other: `${playCount} plays` })} · ${plural(viewers, { one: `${viewerCount} viewer`, other: `${viewerCount} viewers` })} · last played ${date}`;
}

/** What was played most on the user's servers in a period. */
export default function TopPlayedScreen() {
  const { i18n, t } = useLingui();
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
  const to = meta ? formatDate(meta.to) : '';
  const from = meta?.from ? formatDate(meta.from) : null;

  return (
    <section className={styles.section} aria-labelledby="lounge-list-heading">
      <h2 id="lounge-list-heading" className={styles.sectionHeading}>
        <Trans>Top played</Trans>
      </h2>
      <div className={styles.toolbar}>
        <SelectField className={styles.filterField} label={t`Period`} value={period} options={PERIOD_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))} onChange={(event) => list.setFilter('period', event.target.value as TopPlayedPeriod)} />
        <SelectField className={styles.filterField} label={t`Type`} value={type} options={TYPE_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))} onChange={(event) => list.setFilter('type', event.target.value as RequestTypeFilter)} />
      </div>
      {meta ? <p className={styles.quota}>{from ? t`Plays on your servers from ${from} to ${to}.` : t`Every play on your servers up to ${to}.`}</p> : null}

      {top.isPending ? (
        <RowsSkeleton label={t`Loading the most played titles`} />
      ) : top.isError ? (
        <ErrorState title={t`The most played titles could not be loaded`} error={top.error} onRetry={() => void top.refetch()} />
      ) : top.data.data.length === 0 ? (
        <EmptyState title={t`Nothing was played in this period`} description={t`Once people watch something on your servers, the most played titles show up here.`} />
      ) : (
        <ol className={styles.rowList} aria-label={t`Most played titles`}>
          {top.data.data.map((entry) => {
            const name = titleWithYear(entry.media);
            return (
              <TitleRow
                key={entry.media.id}
                item={entry.media}
                rank={entry.rank}
                badges={<Badge tone="neutral">{entry.media.type === 'show' ? <Trans>Show</Trans> : <Trans>Movie</Trans>}</Badge>}
                actions={
                  <>
                    <Button size="sm" variant="secondary" onClick={() => openDetail({ item: entry.media, uhd: false })} aria-label={t`Details of ${name}`}>
                      <Trans>Details</Trans>
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => startReport(entry.media)} aria-label={t`Report a problem with ${name}`}>
                      <Trans>Report a problem</Trans>
                    </Button>
                  </>
                }
              >
                <p className={styles.rowMeta}>{playsLine(entry)}</p>
              </TitleRow>
            );
          })}
        </ol>
      )}
    </section>
  );
}
