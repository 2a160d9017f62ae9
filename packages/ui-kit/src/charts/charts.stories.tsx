import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart } from './bar-chart.tsx';
import { LineChart } from './line-chart.tsx';
import type { ChartPoint } from './types.ts';

const start = Date.UTC(2025, 11, 1);
const WEEK = 7 * 24 * 60 * 60 * 1000;
const short = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const long = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** A year of weekly requests that looks like a real lounge: a winter peak, a summer lull. */
const weeks: ChartPoint[] = Array.from({ length: 52 }, (_unused, index) => {
  const date = start + index * WEEK;
  const season = Math.round(22 + 14 * Math.cos((index / 52) * 2 * Math.PI) + ((index * 7) % 5));
  return {
    label: short.format(date),
    description: `Week of ${long.format(date)}`,
    values: { movies: season, shows: Math.round(season * 0.6 + ((index * 3) % 4)) },
  };
});

const outcomes: ChartPoint[] = [
  { label: 'Pending', values: { requests: 18 } },
  { label: 'Approved', values: { requests: 64 } },
  { label: 'Available', values: { requests: 212 } },
  { label: 'Declined', values: { requests: 23 } },
];

const series = [
  { key: 'movies', label: 'Movies' },
  { key: 'shows', label: 'TV shows' },
];

const meta = {
  title: 'Data/Charts',
  component: LineChart,
  args: { title: 'Requests per week', categoryLabel: 'Week', series, data: weeks.slice(-12), area: true },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem', maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve weeks of two series, in both themes side by side (the toolbar picks one). */
export const LineOverTime: Story = {};

/** The light theme alone. */
export const Light: Story = { globals: { theme: 'light' } };

/** The dark theme alone: lines, grid and labels take the dark theme's variables. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** A whole year of weeks: labels thin out so that none overlap; no dots on the line. */
export const ManyPoints: Story = { args: { data: weeks } };

/** One week only: a dot, since a line needs two points. */
export const OnePoint: Story = { args: { data: weeks.slice(0, 1) } };

/** Nothing yet: a quiet note instead of an empty drawing, and no table. */
export const Empty: Story = { args: { data: [], emptyText: 'No requests in this period.' } };

/** On a 390 px phone the chart takes the width there is. */
export const Phone: Story = {
  args: { data: weeks.slice(-12) },
  decorators: [
    (Story) => (
      <div style={{ width: '358px' }}>
        <Story />
      </div>
    ),
  ],
};

/** Bars per category, one series. */
export const Bars: StoryObj<typeof BarChart> = {
  render: () => <BarChart title="Requests by outcome" categoryLabel="Outcome" series={[{ key: 'requests', label: 'Requests' }]} data={outcomes} />,
};

/** Stacked bars over twelve weeks; the table adds a Total column. */
export const StackedBars: StoryObj<typeof BarChart> = {
  render: () => <BarChart title="Requests per week by type" categoryLabel="Week" series={series} data={weeks.slice(-12)} stacked />,
};

/** Bars side by side over a year in the dark theme. */
export const GroupedBarsDark: StoryObj<typeof BarChart> = {
  globals: { theme: 'dark' },
  render: () => <BarChart title="Requests per week by type" categoryLabel="Week" series={series} data={weeks} />,
};

/** One bar, no data. */
export const BarsEdgeCases: StoryObj<typeof BarChart> = {
  render: () => (
    <>
      <BarChart title="Requests by outcome" categoryLabel="Outcome" series={[{ key: 'requests', label: 'Requests' }]} data={outcomes.slice(0, 1)} />
      <BarChart title="Requests by outcome" categoryLabel="Outcome" series={[{ key: 'requests', label: 'Requests' }]} data={[]} />
    </>
  ),
};
