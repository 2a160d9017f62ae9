/** A colour of the theme a series is drawn in; every one reads well on both themes' surfaces. */
export type ChartTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export interface ChartSeries {
  /** The key of the series' values in each point's `values`. */
  key: string;
  /** Its name in the legend, the table's column header and the summary. */
  label: string;
  /** Its colour; by default the series take the palette's colours in order. */
  tone?: ChartTone;
}

export interface ChartPoint {
  /** The short label under the axis ("Mar 3", "Movies"). */
  label: string;
  /** The row header of the data table, when the axis label is too short to stand alone ("Week of 3 March 2026"). */
  description?: string;
  /** One number per series key; a missing key counts as 0. */
  values: Record<string, number>;
}

export interface ChartProps {
  /** What the chart shows ("Requests per week"): the summary and the table's caption start with it. */
  title: string;
  /** The header of the table's first column ("Week", "Outcome"). */
  categoryLabel: string;
  series: ChartSeries[];
  data: ChartPoint[];
  /** How values are written on the axis and in the table (a count by default). */
  formatValue?: (value: number) => string;
  /** Whether the values add up (counts): the summary gives their total. Averages and rates do not. */
  additive?: boolean;
  /** Height of the drawing in pixels; the width follows the container. */
  height?: number;
  /** Shown instead of the chart when there are no points. */
  emptyText?: string;
  className?: string;
}
