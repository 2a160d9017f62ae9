import type { MetricSeries } from '../api/types.ts';

/** More lines or stacked layers than this cannot be told apart: the rest are drawn as one. */
export const MAX_DRAWN_SERIES = 7;
export const OTHERS_KEY = 'others';

export interface DrawnColumn {
  key: string;
  label: string;
  /** The product's or node's id; none for the grouped rest. */
  id?: number;
}

export interface DrawnSeries {
  columns: DrawnColumn[];
  /** One record per point of the answer, keyed by the columns' keys. */
  rows: Record<string, number>[];
}

/**
 * The series a chart draws: all of them when there are few, else the largest (by their total for
 * the period) and one more holding the sum of the rest, so that a year of days for fifty nodes
 * stays a handful of paths.
 */
export function drawnSeries(data: MetricSeries, othersLabel: string, max = MAX_DRAWN_SERIES, scale = 1): DrawnSeries {
  const indexed = data.series.map((series, index) => ({ series, index }));
  const capped = indexed.length > max;
  const kept = capped ? [...indexed].sort((a, b) => b.series.total - a.series.total || a.series.id - b.series.id).slice(0, max - 1) : indexed;
  const keptIndexes = new Set(kept.map((item) => item.index));
  const rest = indexed.filter((item) => !keptIndexes.has(item.index));
  const columns: DrawnColumn[] = kept.map(({ series }) => ({ key: `s${series.id}`, label: series.name, id: series.id }));
  if (capped) columns.push({ key: OTHERS_KEY, label: othersLabel });
  const rows = data.points.map((point) => {
    const row: Record<string, number> = {};
    for (const { series, index } of kept) row[`s${series.id}`] = (point.values[index] ?? 0) / scale;
    if (capped) row[OTHERS_KEY] = rest.reduce((sum, { index }) => sum + (point.values[index] ?? 0), 0) / scale;
    return row;
  });
  return { columns, rows };
}
