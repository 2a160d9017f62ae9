import { scaleBand, scaleLinear } from 'd3-scale';
import { stack } from 'd3-shape';
import { CategoryAxis, ValueAxis, frameOf, valueTicks } from './axes.tsx';
import { ChartFrame, DEFAULT_HEIGHT, countFormat, toneOf, valueOf } from './chart-frame.tsx';
import * as styles from './charts.css.ts';
import { chartSummary } from './summary.ts';
import type { ChartPoint, ChartProps } from './types.ts';

export interface BarChartProps extends ChartProps {
  /** Stacks the series in one bar per category (their total is its height); otherwise side by side. */
  stacked?: boolean;
}

/**
 * One bar per category (a period or a kind), a bar per series side by side or stacked: an SVG with
 * `role="img"` and a summary as its name, coloured from the theme, as wide as its container.
 */
export function BarChart({ stacked = false, ...props }: BarChartProps) {
  const { title, series, data, formatValue = countFormat, height = DEFAULT_HEIGHT, additive = true } = props;
  const draw = (width: number) => {
    const keys = series.map((item) => item.key);
    const totals = data.map((point) => (stacked ? keys.reduce((sum, key) => sum + Math.max(0, valueOf(point, key)), 0) : Math.max(0, ...keys.map((key) => valueOf(point, key)))));
    const scaleY = scaleLinear()
      .domain([0, Math.max(0, ...totals) || 1])
      .nice();
    const frame = frameOf(width, height, scaleY.ticks(5).map(formatValue));
    scaleY.range([frame.innerHeight, 0]);
    const scaleX = scaleBand<number>()
      .domain(data.map((_point, index) => index))
      .range([0, frame.innerWidth])
      .paddingInner(data.length > 24 ? 0.1 : 0.25)
      .paddingOuter(0.15);
    // A single category would make one bar as wide as the chart.
    const bandWidth = Math.min(scaleX.bandwidth(), 96);
    const bandStart = (index: number) => (scaleX(index) ?? 0) + (scaleX.bandwidth() - bandWidth) / 2;
    const inner = scaleBand<string>().domain(keys).range([0, bandWidth]).padding(series.length > 1 ? 0.1 : 0);
    const layers = stacked ? stack<ChartPoint, string>().keys(keys).value((point, key) => Math.max(0, valueOf(point, key)))(data) : [];
    return (
      <svg className={styles.svg} role="img" aria-label={chartSummary(title, series, data, formatValue, additive)} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <g transform={`translate(${frame.left}, ${frame.top})`}>
          <ValueAxis frame={frame} scale={scaleY} ticks={valueTicks(scaleY, frame.innerHeight)} format={formatValue} />
          {series.map((item, seriesIndex) => (
            <g key={item.key} className={styles.tone[toneOf(item, seriesIndex)]}>
              {data.map((point, index) => {
                const [low, high] = stacked ? (layers[seriesIndex]?.[index] ?? [0, 0]) : [0, Math.max(0, valueOf(point, item.key))];
                const top = scaleY(high);
                const barHeight = Math.max(0, scaleY(low) - top);
                if (barHeight === 0) return null;
                const x = stacked ? bandStart(index) : bandStart(index) + (inner(item.key) ?? 0);
                return <rect key={index} className={styles.bar} x={x} y={top} width={stacked ? bandWidth : inner.bandwidth()} height={barHeight} />;
              })}
            </g>
          ))}
          <CategoryAxis frame={frame} labels={data.map((point) => point.label)} positionOf={(index) => bandStart(index) + bandWidth / 2} />
        </g>
      </svg>
    );
  };
  return <ChartFrame {...props} draw={draw} showTotal={stacked} />;
}
