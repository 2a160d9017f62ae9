import type { ScaleLinear } from 'd3-scale';
import * as styles from './charts.css.ts';

/** Roughly how wide a character of the 12 px axis text is; labels are spaced and measured by it. */
const CHAR_WIDTH = 7;
const MIN_LABEL_GAP = 12;

export interface Frame {
  width: number;
  height: number;
  left: number;
  top: number;
  innerWidth: number;
  innerHeight: number;
}

/** Leaves room on the left for the widest value label, and below for the category labels. */
export function frameOf(width: number, height: number, valueLabels: string[]): Frame {
  const widest = Math.max(1, ...valueLabels.map((label) => label.length));
  const left = widest * CHAR_WIDTH + 10;
  const top = 8;
  const right = 8;
  const bottom = 26;
  return { width, height, left, top, innerWidth: Math.max(1, width - left - right), innerHeight: Math.max(1, height - top - bottom) };
}

/** A nice scale from 0 to the largest value; a chart of zeros still gets an axis up to 1. */
export function valueTicks(scale: ScaleLinear<number, number>, innerHeight: number): number[] {
  return scale.ticks(Math.max(2, Math.min(5, Math.floor(innerHeight / 40))));
}

export function ValueAxis({ frame, scale, ticks, format }: { frame: Frame; scale: ScaleLinear<number, number>; ticks: number[]; format: (value: number) => string }) {
  return (
    <g>
      {ticks.map((tick) => {
        const y = Math.round(scale(tick)) + 0.5;
        return (
          <g key={tick}>
            <line className={tick === 0 ? styles.baseline : styles.gridLine} x1={0} x2={frame.innerWidth} y1={y} y2={y} />
            <text className={styles.axisText} x={-8} y={y} dy="0.32em" textAnchor="end">
              {format(tick)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * The category labels under the drawing: every one when they fit, otherwise every second, third...
 * (always the first), so that none overlap on a phone.
 */
export function CategoryAxis({ frame, labels, positionOf }: { frame: Frame; labels: string[]; positionOf: (index: number) => number }) {
  const widest = Math.max(1, ...labels.map((label) => label.length)) * CHAR_WIDTH + MIN_LABEL_GAP;
  const slots = Math.max(1, Math.floor(frame.innerWidth / widest));
  const every = Math.max(1, Math.ceil(labels.length / slots));
  return (
    <g transform={`translate(0, ${frame.innerHeight})`}>
      {labels.map((label, index) =>
        index % every === 0 ? (
          <text key={`${index}-${label}`} className={styles.axisText} x={positionOf(index)} y={18} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}
