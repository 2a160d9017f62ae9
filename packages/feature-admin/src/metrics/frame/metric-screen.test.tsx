import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MetricSeries } from '../api/types.ts';
import { drawnSeries, MAX_DRAWN_SERIES, OTHERS_KEY } from './aggregate.ts';
import { toCsv } from './csv.ts';
import { MetricChart, metricCsv } from './metric-screen.tsx';

const DAY = 86_400_000;

/** A year of daily points for fifty nodes, as the API would send it. */
function yearOfNodes(nodes = 50, days = 365): MetricSeries {
  const start = Date.UTC(2025, 10, 27);
  const points = Array.from({ length: days }, (_unused, day) => {
    const date = new Date(start + day * DAY).toISOString().slice(0, 10);
    return { start: date, end: date, values: Array.from({ length: nodes }, (_node, node) => (day * 7 + node * 13) % 5 === 0 ? 1 : 0) };
  });
  const series = Array.from({ length: nodes }, (_unused, node) => ({ id: node + 1, name: `node-${node + 1}`, total: points.reduce((sum, point) => sum + (point.values[node] ?? 0), 0) + node }));
  return { metric: 'node-reboots', range: { period: '12m', from: points[0]!.start, to: points[days - 1]!.end, group: 'day' }, additive: true, series, points, total: 0 };
}

describe('the metric frame', () => {
  it('draws a year of days for fifty nodes quickly, as a capped number of series', () => {
    const data = yearOfNodes();
    const began = performance.now();
    const drawn = drawnSeries(data, 'Other nodes');
    const labels = data.points.map((point) => ({ label: point.start }));
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <MetricChart spec={{ kind: 'stacked', title: 'Reboots per node', ...drawn }} labels={labels} step="Day" />
      </I18nProvider>,
    );
    const took = performance.now() - began;
    expect(took).toBeLessThan(5000);
    expect(drawn.columns).toHaveLength(MAX_DRAWN_SERIES);
    expect(drawn.columns.at(-1)?.key).toBe(OTHERS_KEY);
    // A layer of bars per drawn series, never one per node: the legend names each one.
    expect(container.querySelectorAll('svg rect').length).toBeLessThanOrEqual(365 * MAX_DRAWN_SERIES);
    expect(container.querySelectorAll('figure ul[aria-hidden="true"] li')).toHaveLength(MAX_DRAWN_SERIES);
    expect(screen.getByRole('img', { name: /^Reboots per node: 365 values/ })).toBeInTheDocument();
    // The rest adds up to what the hidden nodes had.
    const kept = new Set(drawn.columns.filter((column) => column.id !== undefined).map((column) => column.id));
    const day = 10;
    const hidden = data.series.reduce((sum, series, index) => sum + (kept.has(series.id) ? 0 : (data.points[day]!.values[index] ?? 0)), 0);
    expect(drawn.rows[day]![OTHERS_KEY]).toBe(hidden);
  });

  it('keeps every series when there are few, in the answer’s order', () => {
    const data = yearOfNodes(3, 2);
    expect(drawnSeries(data, 'Other').columns.map((column) => column.label)).toEqual(['node-1', 'node-2', 'node-3']);
  });

  it('writes a proper CSV: a header row, quoted fields, numbers as they are, a Total for stacked tables', () => {
    const data: MetricSeries = {
      metric: 'turnover',
      range: { period: 'custom', from: '2026-03-01', to: '2026-03-02', group: 'day' },
      additive: true,
      currency: 'EUR',
      series: [
        { id: 1, name: 'Plex "Pro", 4K', total: 300 },
        { id: 2, name: '=cmd', total: 150 },
      ],
      points: [
        { start: '2026-03-01', end: '2026-03-01', values: [100, 50] },
        { start: '2026-03-02', end: '2026-03-02', values: [200, 100] },
      ],
      total: 450,
    };
    const drawn = drawnSeries(data, 'Other', undefined, 100);
    const csv = metricCsv(data, [{ kind: 'stacked', title: 'Turnover', csv: (value) => value.toFixed(2), ...drawn }], { start: 'Start', end: 'End', total: 'Total' });
    expect(csv).toBe(
      '"Start","End","Plex ""Pro"", 4K","\'=cmd","Total"\r\n' + '"2026-03-01","2026-03-01","1.00","0.50","1.50"\r\n' + '"2026-03-02","2026-03-02","2.00","1.00","3.00"\r\n',
    );
    expect(toCsv(['a'], [[1], ['line\nbreak']])).toBe('"a"\r\n1\r\n"line\nbreak"\r\n');
  });
});
