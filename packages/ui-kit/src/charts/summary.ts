import { plural, t } from '@lingui/core/macro';
import { type ChartPoint, type ChartSeries } from './types.ts';
import { valueOf } from './chart-frame.tsx';

/**
 * The chart in a few sentences, its accessible name: how many points over which span, and for each
 * series its total, highest and lowest. The table behind "Show as table" has every number.
 */
export function chartSummary(title: string, series: ChartSeries[], data: ChartPoint[], format: (value: number) => string, additive = true): string {
  const first = data[0];
  const last = data[data.length - 1];
  if (!first || !last || series.length === 0) return t`${title}: no data.`;
  const count = data.length;
  const firstLabel = first.description ?? first.label;
  const lastLabel = last.description ?? last.label;
  const sentences = [
    count === 1
      ? t`${title}: one value, ${firstLabel}.`
      : t`${title}: ${plural(count, { one: '# value', other: '# values' })}, from ${firstLabel} to ${lastLabel}.`,
  ];
  for (const item of series) {
    const name = item.label;
    if (count === 1) {
      const value = format(valueOf(first, item.key));
      sentences.push(t`${name}: ${value}.`);
      continue;
    }
    let total = 0;
    let highest = first;
    let lowest = first;
    for (const point of data) {
      const value = valueOf(point, item.key);
      total += value;
      if (value > valueOf(highest, item.key)) highest = point;
      if (value < valueOf(lowest, item.key)) lowest = point;
    }
    const sum = format(total);
    const max = format(valueOf(highest, item.key));
    const maxAt = highest.description ?? highest.label;
    const min = format(valueOf(lowest, item.key));
    const minAt = lowest.description ?? lowest.label;
    sentences.push(
      additive
        ? t`${name}: ${sum} in all, highest ${max} (${maxAt}), lowest ${min} (${minAt}).`
        : t`${name}: highest ${max} (${maxAt}), lowest ${min} (${minAt}).`,
    );
  }
  return sentences.join(' ');
}
