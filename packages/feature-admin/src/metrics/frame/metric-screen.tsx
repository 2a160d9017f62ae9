import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { BarChart, LineChart, type ChartPoint } from '@portal/ui-kit/charts';
import { formatDate } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { Section } from '@portal/ui-kit/section';
import type { ReactNode } from 'react';
import { useMetricSeries } from '../api/get-metric-series.ts';
import type { MetricGroup, MetricKey, MetricQuery, MetricSeries } from '../api/types.ts';
import { useMetricPeriod } from '../period/use-metric-period.ts';
import type { DrawnColumn } from './aggregate.ts';
import { csvFileName, downloadCsv, toCsv, type CsvCell } from './csv.ts';
import * as styles from './metric-screen.css.ts';

export interface MetricChartSpec {
  kind: 'line' | 'bars' | 'stacked';
  title: string;
  columns: DrawnColumn[];
  /** One record per point of the answer. */
  rows: Record<string, number>[];
  format?: (value: number) => string;
  /** How a value is written in the CSV (a plain number by default). */
  csv?: (value: number) => CsvCell;
  /** Whether the values add up (counts, money) or are levels. */
  additive?: boolean;
}

export interface MetricFigure {
  title: string;
  value: string;
  detail?: string | null;
}

export interface MetricView {
  charts: MetricChartSpec[];
  figures: MetricFigure[];
  /** More about the period below the charts (a breakdown, the events). */
  extra?: ReactNode;
}

export interface MetricScreenProps {
  metric: MetricKey;
  title: string;
  description: string;
  loading: string;
  error: string;
  emptyTitle: string;
  emptyDescription: string;
  /** What the screen shows of an answer: its charts (and their tables), figures and more. */
  view: (data: MetricSeries, query: MetricQuery) => MetricView;
}

/** The points' labels: a short one under the axis, a full one in the table. */
export function usePointLabels() {
  const { t } = useLingui();
  return (data: MetricSeries): Pick<ChartPoint, 'label' | 'description'>[] =>
    data.points.map((point) => {
      if (data.range.group === 'month') return { label: formatDate(point.start, { month: 'short' }), description: formatDate(point.start, { month: 'long', year: 'numeric' }) };
      const day = formatDate(point.start);
      return { label: formatDate(point.start, { month: 'short', day: 'numeric' }), description: data.range.group === 'week' ? t`Week of ${day}` : day };
    });
}

export function useStepName() {
  const { t } = useLingui();
  return (group: MetricGroup) => ({ day: t`Day`, week: t`Week`, month: t`Month` })[group];
}

/** One chart of a metric, drawn from its capped series, with "Show as table" below it. */
export function MetricChart({ spec, labels, step }: { spec: MetricChartSpec; labels: Pick<ChartPoint, 'label' | 'description'>[]; step: string }) {
  const { t } = useLingui();
  const points: ChartPoint[] = labels.map((label, index) => ({ ...label, values: spec.rows[index] ?? {} }));
  const series = spec.columns.map((column) => ({ key: column.key, label: column.label }));
  const common = { title: spec.title, categoryLabel: step, series, data: points, formatValue: spec.format, additive: spec.additive ?? true, emptyText: t`Nothing to show for this period.` };
  return spec.kind === 'line' ? <LineChart {...common} area={series.length === 1} /> : <BarChart {...common} stacked={spec.kind === 'stacked'} />;
}

/** The CSV of the charts' tables: the period's points as rows, every table's columns (a Total where the table has one). */
export function metricCsv(data: MetricSeries, charts: MetricChartSpec[], labels: { start: string; end: string; total: string }): string {
  const header = [labels.start, labels.end];
  for (const chart of charts) {
    header.push(...chart.columns.map((column) => column.label));
    if (chart.kind === 'stacked' && chart.columns.length > 1) header.push(labels.total);
  }
  const rows = data.points.map((point, index) => {
    const row: CsvCell[] = [point.start, point.end];
    for (const chart of charts) {
      const values = chart.rows[index] ?? {};
      const write = chart.csv ?? ((value: number) => value);
      row.push(...chart.columns.map((column) => write(values[column.key] ?? 0)));
      if (chart.kind === 'stacked' && chart.columns.length > 1) row.push(write(chart.columns.reduce((sum, column) => sum + (values[column.key] ?? 0), 0)));
    }
    return row;
  });
  return toCsv(header, rows);
}

function hasFigures(data: MetricSeries): boolean {
  return data.points.length > 0 && data.series.length > 0 && (!data.additive || data.points.some((point) => point.values.some((value) => value !== 0)));
}

function MetricContent({ data, query, view }: { data: MetricSeries; query: MetricQuery; view: MetricScreenProps['view'] }) {
  const { t } = useLingui();
  const labels = usePointLabels()(data);
  const step = useStepName()(data.range.group);
  const shown = view(data, query);
  const download = () =>
    downloadCsv(csvFileName(data.metric, data.range.from, data.range.to, data.range.group), metricCsv(data, shown.charts, { start: t`Start`, end: t`End`, total: t`Total` }));
  return (
    <>
      <ul className={styles.figures} aria-label={t`Totals for the period`}>
        {shown.figures.map((figure) => (
          <li key={figure.title}>
            <Card title={figure.title} headingLevel={3}>
              <p className={styles.figure}>{figure.value}</p>
              {figure.detail ? <p className={styles.muted}>{figure.detail}</p> : null}
            </Card>
          </li>
        ))}
      </ul>
      {shown.charts.map((spec) => (
        <Card key={spec.title} title={spec.title} headingLevel={3}>
          <MetricChart spec={spec} labels={labels} step={step} />
        </Card>
      ))}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={download}>
          <Trans>Download CSV</Trans>
        </Button>
        <p className={styles.muted}>
          <Trans>The numbers of the tables above, one row per point of the period.</Trans>
        </p>
      </div>
      {shown.extra}
    </>
  );
}

/**
 * Every metric's screen: the period from the address, the call, the totals, the charts with their
 * tables, the CSV of those tables, and loading, empty and error states. The screens differ by
 * their call and by what they show of the answer.
 */
export function MetricScreen({ metric, title, description, loading, error, emptyTitle, emptyDescription, view }: MetricScreenProps) {
  const { query } = useMetricPeriod();
  const series = useMetricSeries(metric, query);
  const headingId = `metric-${metric}-heading`;
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <p className={styles.muted}>{description}</p>
      </div>
      <div className={series.isPlaceholderData ? styles.busy : styles.screen} aria-busy={series.isPlaceholderData || undefined}>
        <Section query={series} loading={loading} error={error} empty={(data) => !hasFigures(data)} emptyState={{ title: emptyTitle, description: emptyDescription }}>
          {(data) => <MetricContent data={data} query={query} view={view} />}
        </Section>
      </div>
    </section>
  );
}
