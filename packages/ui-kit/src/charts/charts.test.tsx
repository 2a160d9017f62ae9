import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { LineChart } from './line-chart.tsx';
import type { ChartPoint } from './types.ts';

const weeks: ChartPoint[] = [
  { label: 'Mar 2', description: 'Week of 2 March', values: { movies: 4, shows: 1 } },
  { label: 'Mar 9', description: 'Week of 9 March', values: { movies: 9, shows: 3 } },
  { label: 'Mar 16', description: 'Week of 16 March', values: { movies: 2 } },
];
const series = [
  { key: 'movies', label: 'Movies' },
  { key: 'shows', label: 'TV shows' },
];

describe('LineChart', () => {
  it('is an image named by a summary of its numbers', () => {
    render(<LineChart title="Requests per week" categoryLabel="Week" series={series} data={weeks} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Requests per week: 3 values, from Week of 2 March to Week of 16 March. Movies: 15 in all, highest 9 (Week of 9 March), lowest 2 (Week of 16 March). TV shows: 4 in all, highest 3 (Week of 9 March), lowest 0 (Week of 16 March).',
    );
  });

  it('shows the same numbers as a table on request, and hides it again', async () => {
    const user = userEvent.setup();
    render(<LineChart title="Requests per week" categoryLabel="Week" series={series} data={weeks} area />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table: Requests per week' }));
    const table = screen.getByRole('table', { name: 'Requests per week' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Week', 'Movies', 'TV shows']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Week of 2 March41', 'Week of 9 March93', 'Week of 16 March20']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Week of 9 March');
    await user.click(screen.getByRole('button', { name: 'Hide table: Requests per week' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws a dot for a single point', () => {
    const { container } = render(<LineChart title="Requests per week" categoryLabel="Week" series={[series[0]!]} data={weeks.slice(0, 1)} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Requests per week: one value, Week of 2 March. Movies: 4.');
    expect(container.querySelectorAll('circle')).toHaveLength(1);
  });

  it('says so when there is no data, without a drawing or a table', () => {
    render(<LineChart title="Requests per week" categoryLabel="Week" series={series} data={[]} emptyText="No requests in this period." />);
    expect(screen.getByText('No requests in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('thins the axis labels of many points and leaves out the dots', () => {
    const many = Array.from({ length: 365 }, (_unused, index) => ({ label: `Day ${index + 1}`, values: { movies: index % 7 } }));
    const { container } = render(<LineChart title="Requests per day" categoryLabel="Day" series={[series[0]!]} data={many} />);
    expect(container.querySelectorAll('circle')).toHaveLength(0);
    const labels = [...container.querySelectorAll('text')].map((text) => text.textContent).filter((text) => text?.startsWith('Day'));
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThan(20);
    expect(labels[0]).toBe('Day 1');
  });

  it('leaves the total out of the summary of values that do not add up', () => {
    render(<LineChart title="Days to fulfil" categoryLabel="Week" series={[{ key: 'days', label: 'Average days' }]} data={weeks.map((week) => ({ ...week, values: { days: week.values.movies ?? 0 } }))} additive={false} />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Average days: highest 9 (Week of 9 March), lowest 2 (Week of 16 March).');
  });
});

describe('BarChart', () => {
  it('stacks series, one rect per non-zero value, and the table adds their total', async () => {
    const user = userEvent.setup();
    const { container } = render(<BarChart title="Requests per week by type" categoryLabel="Week" series={series} data={weeks} stacked />);
    expect(container.querySelectorAll('rect')).toHaveLength(5);
    expect(screen.getByRole('img')).toHaveAccessibleName(/^Requests per week by type: 3 values/);
    await user.click(screen.getByRole('button', { name: 'Show as table: Requests per week by type' }));
    const table = screen.getByRole('table', { name: 'Requests per week by type' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Week', 'Movies', 'TV shows', 'Total']);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Week of 9 March9312');
  });

  it('puts series side by side unless stacked; bars never grow taller than the drawing', () => {
    const { container } = render(<BarChart title="Requests by type" categoryLabel="Week" series={series} data={weeks} height={200} />);
    const rects = [...container.querySelectorAll('rect')];
    expect(rects).toHaveLength(5);
    for (const rect of rects) expect(Number(rect.getAttribute('height'))).toBeLessThanOrEqual(200);
    expect(new Set(rects.map((rect) => rect.getAttribute('width'))).size).toBe(1);
  });

  it('draws an axis for a chart of zeros', () => {
    const { container } = render(<BarChart title="Requests" categoryLabel="Week" series={[series[0]!]} data={[{ label: 'Mar 2', values: {} }]} />);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(screen.getByRole('img')).toHaveAccessibleName('Requests: one value, Mar 2. Movies: 0.');
  });
});
