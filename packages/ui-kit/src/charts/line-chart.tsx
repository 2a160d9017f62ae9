import { scaleLinear, scalePoint } from 'd3-scale';
import { area as areaPath, curveMonotoneX, line as linePath } from 'd3-shape';
import { CategoryAxis, ValueAxis, frameOf, valueTicks } from './axes.tsx';
import { ChartFrame, DEFAULT_HEIGHT, countFormat, toneOf, valueOf } from './chart-frame.tsx';
import * as styles from './charts.css.ts';
import { chartSummary } from './summary.ts';
import type { ChartPoint, ChartProps } from './types.ts';

export interface LineChartProps extends ChartProps {
  /** Fills the area under each line (a single series reads best this way). */
  area?: boolean;
}

/** Past this many points the dots would merge into the line: only the line is drawn. */
const MAX_DOTS = 40;

/**
 * Values over time, one line per series, points evenly spaced (days, weeks, months): an SVG with
 * `role="img"` and a summary as its name, coloured from the theme, as wide as its container.
 */
export function LineChart({ area = false, ...props }: LineChartProps) {
  const { title, series, data, formatValue = countFormat, height = DEFAULT_HEIGHT, additive = true } = props;
  const draw = (width: number) => {
    const max = Math.max(0, ...data.flatMap((point) => series.map((item) => valueOf(point, item.key))));
    const scaleY = scaleLinear().domain([0, max || 1]).nice();
    const ticks = scaleY.ticks(5);
    const frame = frameOf(width, height, ticks.map(formatValue));
    scaleY.range([frame.innerHeight, 0]);
    const scaleX = scalePoint<number>()
      .domain(data.map((_point, index) => index))
      .range([0, frame.innerWidth])
      .padding(0.5);
    const x = (index: number) => scaleX(index) ?? 0;
    const showDots = data.length <= MAX_DOTS;
    return (
      <svg className={styles.svg} role="img" aria-label={chartSummary(title, series, data, formatValue, additive)} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <g transform={`translate(${frame.left}, ${frame.top})`}>
          <ValueAxis frame={frame} scale={scaleY} ticks={valueTicks(scaleY, frame.innerHeight)} format={formatValue} />
          {series.map((item, seriesIndex) => {
            const y = (point: ChartPoint) => scaleY(valueOf(point, item.key));
            const linePoints = linePath<ChartPoint>()
              .x((_point, index) => x(index))
              .y(y)
              .curve(curveMonotoneX)(data);
            const areaPoints = area
              ? areaPath<ChartPoint>()
                  .x((_point, index) => x(index))
                  .y0(frame.innerHeight)
                  .y1(y)
                  .curve(curveMonotoneX)(data)
              : null;
            return (
              <g key={item.key} className={styles.tone[toneOf(item, seriesIndex)]}>
                {areaPoints && <path className={styles.area} d={areaPoints} />}
                {linePoints && <path className={styles.line} d={linePoints} />}
                {showDots && data.map((point, index) => <circle key={index} className={styles.dot} cx={x(index)} cy={y(point)} r={data.length === 1 ? 4 : 3} />)}
              </g>
            );
          })}
          <CategoryAxis frame={frame} labels={data.map((point) => point.label)} positionOf={x} />
        </g>
      </svg>
    );
  };
  return <ChartFrame {...props} draw={draw} />;
}
