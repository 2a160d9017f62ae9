import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '#button/button.tsx';
import { formatNumber } from '#format/format.ts';
import { Table } from '#table/table.tsx';
import { cx } from '#utils/cx.ts';
import * as styles from './charts.css.ts';
import type { ChartPoint, ChartProps, ChartSeries, ChartTone } from './types.ts';

/** Width drawn before the container has been measured (and in tests, which have no layout). */
export const FALLBACK_WIDTH = 640;
export const DEFAULT_HEIGHT = 240;

const PALETTE: ChartTone[] = ['primary', 'success', 'warning', 'info', 'danger', 'neutral'];

export function toneOf(series: ChartSeries, index: number): ChartTone {
  return series.tone ?? PALETTE[index % PALETTE.length] ?? 'primary';
}

export function valueOf(point: ChartPoint, key: string): number {
  const value = point.values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export const countFormat = (value: number) => formatNumber(value);

/** The container's width, followed as it changes (a phone turned, a sidebar closed). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(Math.floor(box.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width > 0 ? width : FALLBACK_WIDTH] as const;
}

interface ChartFrameProps extends ChartProps {
  /** Draws the chart at this width (the SVG carries the summary as its accessible name). */
  draw: (width: number) => ReactNode;
  /** Adds a Total column to the table (stacked bars). */
  showTotal?: boolean;
}

/**
 * What every chart has around its drawing: the legend, the empty state, and the same numbers as a
 * table behind "Show as table", for screen readers, keyboard users and anyone who wants the figures.
 */
export function ChartFrame({ title, categoryLabel, series, data, formatValue = countFormat, emptyText, className, draw, showTotal = false }: ChartFrameProps) {
  const { t } = useLingui();
  const [ref, width] = useWidth();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const empty = data.length === 0 || series.length === 0;
  return (
    <figure className={cx(styles.figure, className)}>
      <div ref={ref} className={styles.plot}>
        {empty ? <p className={styles.empty}>{emptyText ?? t`There is nothing to show yet.`}</p> : draw(width)}
      </div>
      {!empty && (
        <div className={styles.footer}>
          {series.length > 1 ? (
            // The table names the series too: the legend is part of the picture.
            <ul className={styles.legend} aria-hidden="true">
              {series.map((item, index) => (
                <li key={item.key} className={cx(styles.legendItem, styles.tone[toneOf(item, index)])}>
                  <span className={styles.swatch} />
                  <span className={styles.swatchLabel}>{item.label}</span>
                </li>
              ))}
            </ul>
          ) : (
            <span />
          )}
          <Button
            variant="ghost"
            size="sm"
            // The title tells a screen reader's list of buttons which chart's table this is; the visible words start the name.
            aria-label={tableShown ? t`Hide table: ${title}` : t`Show as table: ${title}`}
            aria-expanded={tableShown} aria-controls={tableShown ? tableId : undefined} onClick={() => setTableShown((shown) => !shown)}>
            {tableShown ? t`Hide table` : t`Show as table`}
          </Button>
        </div>
      )}
      {!empty && tableShown && (
        <Table id={tableId} caption={title}>
          <Table.Head>
            <Table.Row>
              <Table.HeaderCell>{categoryLabel}</Table.HeaderCell>
              {series.map((item) => (
                <Table.HeaderCell key={item.key} align="end">
                  {item.label}
                </Table.HeaderCell>
              ))}
              {showTotal && series.length > 1 && <Table.HeaderCell align="end">{t`Total`}</Table.HeaderCell>}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {data.map((point, index) => (
              <Table.Row key={`${index}-${point.label}`}>
                <Table.HeaderCell scope="row">{point.description ?? point.label}</Table.HeaderCell>
                {series.map((item) => (
                  <Table.Cell key={item.key} align="end">
                    {formatValue(valueOf(point, item.key))}
                  </Table.Cell>
                ))}
                {showTotal && series.length > 1 && <Table.Cell align="end">{formatValue(series.reduce((sum, item) => sum + valueOf(point, item.key), 0))}</Table.Cell>}
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </figure>
  );
}
