import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { BarChart, LineChart, type ChartPoint } from '@portal/ui-kit/charts';
import { formatDate, formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { useListState } from '@portal/ui-kit/list-state';
import { Section } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_REQUEST_STATS_PERIOD, REQUEST_STATS_PERIODS, type RequestStats, type RequestStatsPeriod, useRequestStats } from '../api/get-request-stats.ts';
import * as styles from './request-stats.css.ts';

const UTC = { timeZone: 'UTC' } as const;

/** Hours as the staff think of them: hours under two days, days from there. */
function useDuration() {
  const { t } = useLingui();
  return (hours: number | null | undefined) => {
    if (hours === null || hours === undefined) return t`Not yet known`;
    if (hours < 48) {
      const count = Math.max(1, Math.round(hours));
      return t`${plural(count, { one: '# hour', other: '# hours' })}`;
    }
    const days = Math.round((hours / 24) * 10) / 10;
    const shown = formatNumber(days, { maximumFractionDigits: 1 });
    return t`${shown} days`;
  };
}

function PeriodChoice({ period }: { period: RequestStatsPeriod }) {
  const { t } = useLingui();
  const names: Record<RequestStatsPeriod, string> = { '30d': t`30 days`, '12w': t`12 weeks`, '12m': t`12 months` };
  return (
    <nav aria-label={t`Period`}>
      <ul className={styles.periods}>
        {REQUEST_STATS_PERIODS.map((value) => (
          <li key={value}>
            <Button asChild size="sm" variant={value === period ? 'primary' : 'secondary'}>
              <Link to={{ search: value === DEFAULT_REQUEST_STATS_PERIOD ? '' : `?period=${value}` }} aria-current={value === period ? 'page' : undefined}>
                {names[value]}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Figure({ title, value, detail }: { title: string; value: string; detail?: string | null }) {
  return (
    <li>
      <Card title={title} headingLevel={3}>
        <p className={styles.figure}>{value}</p>
        {detail ? <p className={styles.muted}>{detail}</p> : null}
      </Card>
    </li>
  );
}

function Statistics({ data }: { data: RequestStats }) {
  const { t } = useLingui();
  const duration = useDuration();
  const { totals } = data;
  const requests = formatNumber(totals.requests);
  const previous = totals.previous_requests;
  const previousCount = previous === undefined ? '' : formatNumber(previous);
  const previousText = previous === undefined ? null : t`${previousCount} in the period before`;
  const uhdShare = totals.requests > 0 && totals.uhd !== undefined ? formatNumber(totals.uhd / totals.requests, { style: 'percent' }) : null;

  const stepTitle = { '30d': t`Requests per day`, '12w': t`Requests per week`, '12m': t`Requests per month` }[data.period];
  const stepLabel = { '30d': t`Day`, '12w': t`Week`, '12m': t`Month` }[data.period];
  const points: ChartPoint[] = data.buckets.map((bucket) => {
    if (data.period === '12m') {
      return {
        label: formatDate(bucket.start, { month: 'short', ...UTC }),
        description: formatDate(bucket.start, { month: 'long', year: 'numeric', ...UTC }),
        values: { movies: bucket.movies, shows: bucket.shows, uhd: bucket.uhd ?? 0 },
      };
    }
    const day = formatDate(bucket.start, UTC);
    return {
      label: formatDate(bucket.start, { month: 'short', day: 'numeric', ...UTC }),
      description: data.period === '12w' ? t`Week of ${day}` : day,
      values: { movies: bucket.movies, shows: bucket.shows, uhd: bucket.uhd ?? 0 },
    };
  });
  const timeSeries = [
    { key: 'movies', label: t`Movies` },
    { key: 'shows', label: t`TV shows` },
    ...(data.buckets.some((bucket) => bucket.uhd !== undefined) ? [{ key: 'uhd', label: t`4K`, tone: 'info' as const }] : []),
  ];

  const outcomes = data.outcomes;
  const outcomePoints: ChartPoint[] = outcomes
    ? [
        { label: t`Pending`, values: { requests: outcomes.pending } },
        { label: t`Approved`, values: { requests: outcomes.approved } },
        { label: t`Available`, values: { requests: outcomes.available } },
        { label: t`Declined`, values: { requests: outcomes.declined } },
      ]
    : [];
  const fulfilment = data.fulfilment;
  const titles = data.top_titles ?? [];
  const titleName = (name: string, year: number | null | undefined) => (year ? t`${name} (${year})` : name);
  const uhdOf = (count: number) => {
    const uhd = formatNumber(count);
    return t`(${uhd} in 4K)`;
  };
  const requesters = data.top_requesters ?? [];

  return (
    <>
      <ul className={styles.figures} aria-label={t`Summary`}>
        <Figure title={t`Requests`} value={requests} detail={previousText} />
        <Figure title={t`Movies`} value={formatNumber(totals.movies)} />
        <Figure title={t`TV shows`} value={formatNumber(totals.shows)} />
        {totals.uhd !== undefined ? <Figure title={t`4K requests`} value={formatNumber(totals.uhd)} detail={uhdShare ? t`${uhdShare} of all requests` : null} /> : null}
        {totals.requesters !== undefined ? <Figure title={t`Requesters`} value={formatNumber(totals.requesters)} /> : null}
        {fulfilment ? <Figure title={t`Median time to fulfil`} value={duration(fulfilment.median_hours)} /> : null}
      </ul>

      <Card title={stepTitle} headingLevel={3}>
        <LineChart title={stepTitle} categoryLabel={stepLabel} series={timeSeries} data={points} area emptyText={t`No requests in this period.`} />
      </Card>

      <div className={styles.pair}>
        {outcomes ? (
          <Card title={t`Requests by outcome`} description={t`How the period's requests stand now.`} headingLevel={3}>
            <BarChart
              title={t`Requests by outcome`}
              categoryLabel={t`Outcome`}
              series={[{ key: 'requests', label: t`Requests` }]}
              data={outcomePoints}
              height={200}
              emptyText={t`No requests in this period.`}
            />
          </Card>
        ) : null}
        {fulfilment ? (
          <Card title={t`Time to fulfil`} description={t`From the request to the title being available.`} headingLevel={3}>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>
                  <Trans>Fulfilled requests</Trans>
                </dt>
                <dd className={styles.factValue}>{formatNumber(fulfilment.count)}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>
                  <Trans>Median</Trans>
                </dt>
                <dd className={styles.factValue}>{duration(fulfilment.median_hours)}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>
                  <Trans>Average</Trans>
                </dt>
                <dd className={styles.factValue}>{duration(fulfilment.average_hours)}</dd>
              </div>
            </dl>
          </Card>
        ) : null}
      </div>

      <div className={styles.pair}>
        <Card title={t`Most requested titles`} headingLevel={3}>
          {titles.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No requests in this period.</Trans>
            </p>
          ) : (
            <Table caption={t`Most requested titles`} captionHidden>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>
                    <Trans>Title</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Type</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell align="end">
                    <Trans>Requests</Trans>
                  </Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {titles.map((title) => (
                  <Table.Row key={title.media_id}>
                    <Table.HeaderCell scope="row">{titleName(title.title, title.year)}</Table.HeaderCell>
                    <Table.Cell>{title.type === 'show' ? t`TV show` : title.type === 'movie' ? t`Movie` : ''}</Table.Cell>
                    <Table.Cell align="end">
                      {formatNumber(title.requests)}
                      {title.uhd ? ` ${uhdOf(title.uhd)}` : ''}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          )}
        </Card>
        <Card title={t`Top requesters`} headingLevel={3}>
          {requesters.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No requests in this period.</Trans>
            </p>
          ) : (
            <Table caption={t`Top requesters`} captionHidden>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>
                    <Trans>Customer</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell align="end">
                    <Trans>Requests</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell align="end">
                    <Trans>Available</Trans>
                  </Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {requesters.map((row) => (
                  <Table.Row key={row.user.id}>
                    <Table.HeaderCell scope="row">
                      <TextLink asChild>
                        <Link to={`/admin/users/${row.user.id}`}>{row.user.name}</Link>
                      </TextLink>
                    </Table.HeaderCell>
                    <Table.Cell align="end">{formatNumber(row.requests)}</Table.Cell>
                    <Table.Cell align="end">{row.available === undefined ? '' : formatNumber(row.available)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          )}
        </Card>
      </div>
    </>
  );
}

/** `/app/admin/requests/stats`: the lounge's requests over 30 days, 12 weeks or 12 months (`?period=`). */
export default function RequestStatsScreen() {
  const { t } = useLingui();
  const list = useListState(useSearchParams(), {
    filters: { period: { default: DEFAULT_REQUEST_STATS_PERIOD, values: REQUEST_STATS_PERIODS } },
  });
  const period = list.filters.period;
  const stats = useRequestStats(period);
  return (
    <section className={styles.screen} aria-labelledby="request-stats-heading">
      <div className={styles.header}>
        <h2 id="request-stats-heading" className={styles.heading}>
          <Trans>Statistics</Trans>
        </h2>
        <PeriodChoice period={period} />
      </div>
      <div className={stats.isPlaceholderData ? styles.busy : undefined} aria-busy={stats.isPlaceholderData || undefined}>
        <div className={styles.screen}>
          <Section
            query={stats}
            loading={t`Loading the statistics`}
            error={t`The statistics could not be loaded`}
            empty={(data) => data.totals.requests === 0}
            emptyState={{ title: t`No requests in this period`, description: t`Requests customers make in the lounge are counted here. Choose a longer period to look further back.` }}
          >
            {(data) => <Statistics data={data} />}
          </Section>
        </div>
      </div>
    </section>
  );
}
