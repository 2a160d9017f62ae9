export { LineChart, type LineChartProps } from './line-chart.tsx';
export { BarChart, type BarChartProps } from './bar-chart.tsx';
export type { ChartPoint, ChartProps, ChartSeries, ChartTone } from './types.ts';
