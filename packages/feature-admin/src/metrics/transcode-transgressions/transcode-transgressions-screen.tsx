import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { TextLink } from '@portal/ui-kit/link';
import { Pager } from '@portal/ui-kit/pager';
import { Section } from '@portal/ui-kit/section';
import { Table } from '@portal/ui-kit/table';
import { Link, useHref, useLocation } from 'react-router';
import { useTranscodeEvents } from '../api/get-transcode-events.ts';
import type { MetricQuery } from '../api/types.ts';
import { drawnSeries } from '../frame/aggregate.ts';
import { MetricScreen } from '../frame/metric-screen.tsx';
import { useMetricPeriod } from '../period/use-metric-period.ts';

/** The events of the period a page at a time; the page is in the address beside the period. */
function TranscodeEvents({ query }: { query: MetricQuery }) {
  const { t } = useLingui();
  const { params, setParams } = useMetricPeriod();
  const location = useLocation();
  const base = useHref(location.pathname);
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const events = useTranscodeEvents(query, page);
  const withPage = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    return copy;
  };
  return (
    <Card title={t`Events`} description={t`The streams that ran more transcodes than their product allows, newest first.`} headingLevel={3}>
      <Section
        query={events}
        loading={t`Loading the events`}
        error={t`The events could not be loaded`}
        headingLevel={4}
        empty={(body) => body.data.length === 0}
        emptyState={{ title: t`No events on this page`, description: t`Go back to the first page, or choose another period.` }}
      >
        {(body) => (
          <div aria-busy={events.isPlaceholderData || undefined}>
            <Table caption={t`Transcode transgression events`} captionHidden>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>
                    <Trans>When</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>User</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Server</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell>
                    <Trans>Node</Trans>
                  </Table.HeaderCell>
                  <Table.HeaderCell align="end">
                    <Trans>Transcodes</Trans>
                  </Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {body.data.map((event) => {
                  const transcodes = formatNumber(event.transcodes);
                  const limit = formatNumber(event.limit);
                  return (
                    <Table.Row key={event.id}>
                      <Table.HeaderCell scope="row">{formatDateTime(event.occurred_at)}</Table.HeaderCell>
                      <Table.Cell>
                        <TextLink asChild>
                          <Link to={`/admin/users/${event.user.id}`}>{event.user.name}</Link>
                        </TextLink>
                      </Table.Cell>
                      <Table.Cell>{event.server ? event.server.name : ''}{event.product ? ` (${event.product})` : ''}</Table.Cell>
                      <Table.Cell>
                        <TextLink asChild>
                          <Link to={`/admin/nodes/${event.node.id}`}>{event.node.name}</Link>
                        </TextLink>
                      </Table.Cell>
                      <Table.Cell align="end">{t`${transcodes} of ${limit} allowed`}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table>
            <Pager
              label={t`Event pages`}
              page={body.meta.current_page}
              pageCount={body.meta.last_page}
              busy={events.isPlaceholderData}
              getHref={(next) => `${base}?${withPage(next).toString()}`}
              onPageChange={(next) => setParams(withPage(next))}
            />
          </div>
        )}
      </Section>
    </Card>
  );
}

/** `/app/admin/metrics/transcode-transgressions`: streams over their transcode limit per step, and the events naming user and node. */
export default function TranscodeTransgressionsMetricScreen() {
  const { t } = useLingui();
  return (
    <MetricScreen
      metric="transcode-transgressions"
      title={t`Transcode transgressions`}
      description={t`Streams that ran more transcodes at once than the server's product allows.`}
      loading={t`Loading the transcode transgressions`}
      error={t`The transcode transgressions could not be loaded`}
      emptyTitle={t`No transcode transgressions in this period`}
      emptyDescription={t`Every stream kept to its limits. Choose another period to look further back.`}
      view={(data, query) => {
        const drawn = drawnSeries(data, t`Other`);
        const columns = drawn.columns.map((column) => ({ ...column, label: t`Transgressions` }));
        const steps = Math.max(1, data.points.length);
        const perStep = formatNumber(data.total / steps, { maximumFractionDigits: 1 });
        return {
          figures: [
            { title: t`Transgressions`, value: formatNumber(data.total) },
            { title: t`Average per step`, value: perStep },
          ],
          charts: [{ kind: 'bars', title: t`Transcode transgressions`, columns, rows: drawn.rows }],
          extra: <TranscodeEvents query={query} />,
        };
      }}
    />
  );
}
