import type { components } from '@portal/api-client';
import { db } from '#db/database.ts';
import { now } from '#lib/clock.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intQuery, route } from '#lib/route.ts';
import { requireAdmin } from '#model/auth.ts';

type Schemas = components['schemas'];
type Period = Schemas['AdminMetricPeriod'];
type Group = Schemas['AdminMetricGroup'];
type MetricKey = Schemas['AdminMetricKey'];
type Series = Schemas['AdminMetricSeries'];

/*
 * A year of daily figures is never stored: the browser saves the whole database to localStorage.
 * Every figure is a pure function of (day, product or node) through a fixed-seed hash, anchored on
 * the platform's clock and on the seeded products, prices, nodes, servers and users, so that the
 * same day always shows the same numbers and every total is the sum of its points.
 */

const DAY = 86_400_000;
const SEED = 0x5eed_2026;
const PERIOD_DAYS: Record<Exclude<Period, 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 };
const PERIODS: readonly Period[] = ['7d', '30d', '90d', '12m', 'custom'];
const GROUPS: readonly Group[] = ['day', 'week', 'month'];
const METRICS: readonly MetricKey[] = ['products', 'transcode-transgressions', 'plex-users', 'node-reboots', 'turnover'];
/** Two years, a leap day included. */
export const MAX_METRIC_DAYS = 731;
/** How far back a custom period may start. */
const EARLIEST_DAYS = 5 * 365;

export interface MetricRange {
  period: Period;
  /** Days since the epoch (UTC), both ends included. */
  from: number;
  to: number;
  group: Group;
}

const dayOf = (ms: number) => Math.floor(ms / DAY);
const isoDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

function parseDay(raw: string | null): number | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const ms = Date.parse(`${raw}T00:00:00Z`);
  return Number.isNaN(ms) || isoDay(dayOf(ms)) !== raw ? null : dayOf(ms);
}

/** The step a period is shown in when the address does not say: days up to a month, weeks up to half a year. */
export function defaultGroup(days: number): Group {
  if (days <= 31) return 'day';
  return days <= 182 ? 'week' : 'month';
}

/** The period of the query, or a 422 naming what is wrong with it. */
export function metricRange(url: URL, at = now()): MetricRange {
  const errors: Record<string, string[]> = {};
  const rawPeriod = url.searchParams.get('period') ?? '30d';
  const period = PERIODS.find((candidate) => candidate === rawPeriod);
  const today = dayOf(at);
  let from = today - 29;
  let to = today;
  if (!period) errors.period = ['The selected period is invalid.'];
  else if (period === 'custom') {
    const start = parseDay(url.searchParams.get('from'));
    const end = parseDay(url.searchParams.get('to'));
    if (start === null) errors.from = ['The from field must be a valid date (YYYY-MM-DD).'];
    if (end === null) errors.to = ['The to field must be a valid date (YYYY-MM-DD).'];
    if (start !== null && end !== null) {
      if (end > today) errors.to = ['The to field must be a date before or equal to today.'];
      else if (start > end) errors.from = ['The from field must be a date before or equal to to.'];
      else if (end - start + 1 > MAX_METRIC_DAYS) errors.from = ['The period may not be longer than two years.'];
      else if (start < today - EARLIEST_DAYS) errors.from = ['The from field may not be more than five years ago.'];
      from = start;
      to = end;
    }
  } else from = today - PERIOD_DAYS[period] + 1;
  const rawGroup = url.searchParams.get('group');
  const group = rawGroup === null || rawGroup === '' ? defaultGroup(to - from + 1) : GROUPS.find((candidate) => candidate === rawGroup);
  if (!group) errors.group = ['The selected group is invalid.'];
  if (Object.keys(errors).length > 0 || !period || !group) throw validationFailed(errors);
  return { period, from, to, group };
}

/** The points of a period: each day, each week from Monday, or each calendar month, the ends clipped. */
export function buckets({ from, to, group }: MetricRange): { start: number; end: number }[] {
  const result: { start: number; end: number }[] = [];
  let start = from;
  while (start <= to) {
    let next: number;
    if (group === 'day') next = start + 1;
    else if (group === 'week') next = start + (7 - ((new Date(start * DAY).getUTCDay() + 6) % 7));
    else {
      const date = new Date(start * DAY);
      next = dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
    }
    result.push({ start, end: Math.min(to, next - 1) });
    start = next;
  }
  return result;
}

/** A number in [0, 1) that depends only on its parts (a hash into a mulberry32 step). */
function unit(...parts: number[]): number {
  let hash = SEED;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part | 0), 0x85eb_ca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2_ae35);
    hash ^= hash >>> 16;
  }
  let value = (hash + 0x6d2b_79f5) | 0;
  value = Math.imul(value ^ (value >>> 15), value | 1);
  value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
  return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
}

/** A small count around `mean` (Poisson by inversion), fixed by its parts. */
function countOf(mean: number, ...parts: number[]): number {
  const target = unit(...parts);
  let count = 0;
  let probability = Math.exp(-mean);
  let sum = probability;
  while (target > sum && count < 1000) {
    count += 1;
    probability *= mean / count;
    sum += probability;
  }
  return count;
}

const isWeekend = (day: number) => [0, 6].includes(new Date(day * DAY).getUTCDay());

// ---------------------------------------------------------------- products

interface ProductFigures {
  id: number;
  name: string;
  serverType: string | null;
  /** Minor units per day of one subscription. */
  dailyCents: number;
  /** Active subscriptions at the end of each day from `first` to today. */
  active: Map<number, number>;
  added: Map<number, number>;
  cancelled: Map<number, number>;
}

const CYCLE_DAYS: Record<string, number> = { monthly: 30.4375, quarterly: 91.3125, semiannually: 182.625, annually: 365.25 };

/**
 * Each product's subscriptions day by day, walked back from today's level: the seeded servers on
 * the plan plus the customers the demo does not list one by one. New and cancelled ones are drawn
 * per day, so yesterday's level is today's minus the new plus the cancelled, exactly.
 */
function productFigures(first: number, at = now()): ProductFigures[] {
  const today = dayOf(at);
  const servers = db.server.getAll();
  return db.product
    .getAll()
    .sort((a, b) => a.id - b.id)
    .map((product) => {
      const seeded = servers.filter((server) => server.plan === product.name).length;
      const reseller = product.audience === 'reseller';
      const level0 = seeded + (reseller ? 3 + Math.floor(unit(product.id, 1) * 8) : 40 + Math.floor(unit(product.id, 1) * 160));
      const newMean = level0 * (0.004 + unit(product.id, 2) * 0.003);
      const cancelMean = level0 * (0.0015 + unit(product.id, 3) * 0.002);
      const active = new Map<number, number>();
      const added = new Map<number, number>();
      const cancelled = new Map<number, number>();
      let level = level0;
      for (let day = today; day >= first; day -= 1) {
        active.set(day, level);
        const news = Math.min(level, countOf(newMean * (isWeekend(day) ? 0.7 : 1.1), product.id, day, 4));
        const gone = countOf(cancelMean, product.id, day, 5);
        added.set(day, news);
        cancelled.set(day, gone);
        level = level - news + gone;
      }
      const cents = Math.round(Number.parseFloat(product.price) * 100);
      return {
        id: product.id,
        name: product.name,
        serverType: product.server_type,
        dailyCents: cents / (CYCLE_DAYS[product.billing_cycle] ?? CYCLE_DAYS.monthly!),
        active,
        added,
        cancelled,
      };
    });
}

function productsSeries(range: MetricRange): Series {
  const products = productFigures(range.from);
  const points = buckets(range).map(({ start, end }) => {
    let added = 0;
    let gone = 0;
    for (const product of products) {
      for (let day = start; day <= end; day += 1) {
        added += product.added.get(day) ?? 0;
        gone += product.cancelled.get(day) ?? 0;
      }
    }
    return { start: isoDay(start), end: isoDay(end), values: products.map((product) => product.active.get(end) ?? 0), new: added, cancelled: gone };
  });
  const sumOver = (map: Map<number, number>) => {
    let sum = 0;
    for (let day = range.from; day <= range.to; day += 1) sum += map.get(day) ?? 0;
    return sum;
  };
  const series = products.map((product) => ({
    id: product.id,
    name: product.name,
    total: product.active.get(range.to) ?? 0,
    new: sumOver(product.added),
    cancelled: sumOver(product.cancelled),
  }));
  return {
    metric: 'products',
    range: rangeOut(range),
    additive: false,
    series,
    points,
    total: series.reduce((sum, item) => sum + item.total, 0),
    new: series.reduce((sum, item) => sum + (item.new ?? 0), 0),
    cancelled: series.reduce((sum, item) => sum + (item.cancelled ?? 0), 0),
  };
}

/** Revenue per product and day in minor units: the subscriptions' daily share, paid a little unevenly. */
function turnoverSeries(range: MetricRange): Series {
  const products = productFigures(range.from);
  const daily = (product: ProductFigures, day: number) => Math.round((product.active.get(day) ?? 0) * product.dailyCents * (0.85 + unit(product.id, day, 7) * 0.3));
  return additiveSeries('turnover', range, products.map((product) => ({ id: product.id, name: product.name, value: (day: number) => daily(product, day) })), billingCurrency());
}

/** Plex users on the Plex products' servers: each server's share of users, the level at each point's end. */
function plexUsersSeries(range: MetricRange): Series {
  const products = productFigures(range.from).filter((product) => product.serverType === 'plex');
  const usersOn = (product: ProductFigures, day: number) => Math.round((product.active.get(day) ?? 0) * (2.2 + unit(product.id, 8) * 2.5) * (0.97 + unit(product.id, day, 9) * 0.06));
  const points = buckets(range).map(({ start, end }) => ({ start: isoDay(start), end: isoDay(end), values: products.map((product) => usersOn(product, end)) }));
  const series = products.map((product) => ({ id: product.id, name: product.name, total: usersOn(product, range.to) }));
  return { metric: 'plex-users', range: rangeOut(range), additive: false, series, points, total: series.reduce((sum, item) => sum + item.total, 0) };
}

// ---------------------------------------------------------------- nodes

/** Reboots of a node on a day: none before it joined, the one the node records, now and then one or two more. */
function rebootsOf(node: { id: number; created_at: string; last_reboot_at: string | null }, day: number, today: number): number {
  if (day < dayOf(Date.parse(node.created_at)) || day > today) return 0;
  const recorded = node.last_reboot_at ? dayOf(Date.parse(node.last_reboot_at)) === day : false;
  const chance = 0.01 + unit(node.id, 10) * 0.05;
  const drawn = unit(node.id, day, 11) < chance ? (unit(node.id, day, 12) < 0.15 ? 2 : 1) : 0;
  return Math.max(drawn, recorded ? 1 : 0);
}

function nodeRebootsSeries(range: MetricRange): Series {
  const today = dayOf(now());
  const nodes = db.node.getAll().sort((a, b) => a.id - b.id);
  return additiveSeries('node-reboots', range, nodes.map((node) => ({ id: node.id, name: node.alias, value: (day: number) => rebootsOf(node, day, today) })));
}

// ---------------------------------------------------------------- transcode transgressions

const TRANSCODE_LIMITS: Record<string, number> = { 'Plex Starter': 2, 'Plex Pro 4K': 6, 'Plex Annual': 2, 'Emby Standard': 2, 'Jellyfin Standard': 2, 'Jellyfin Family': 4, Trial: 1 };

type Transgression = Schemas['AdminTranscodeTransgression'];

/** The day's transgressions, newest first: streams on a seeded server beyond its plan's limit; today's only up to now. */
function transgressionsOn(day: number, at = now()): Transgression[] {
  const servers = db.server.getAll().filter((server) => dayOf(Date.parse(server.created_at)) <= day);
  if (servers.length === 0) return [];
  const drawn = countOf(isWeekend(day) ? 5 : 3, day, 13);
  const events: Transgression[] = [];
  for (let index = 0; index < drawn; index += 1) {
    const at_ = day * DAY + Math.floor(unit(day, index, 14) * DAY);
    if (at_ > at) continue;
    const server = servers[Math.floor(unit(day, index, 15) * servers.length)]!;
    const user = db.user.findFirst({ where: { id: { equals: server.user_id } } });
    const node = db.node.findFirst({ where: { id: { equals: server.node_id } } });
    const limit = TRANSCODE_LIMITS[server.plan ?? ''] ?? 2;
    events.push({
      id: `${isoDay(day)}-${index + 1}`,
      occurred_at: new Date(at_).toISOString(),
      user: { id: server.user_id, name: user?.name ?? `User ${server.user_id}` },
      node: { id: server.node_id, name: node?.alias ?? `node-${server.node_id}` },
      server: { id: server.id, name: server.name },
      product: server.plan,
      transcodes: limit + 1 + Math.floor(unit(day, index, 16) * 3),
      limit,
    });
  }
  return events.sort((a, b) => b.occurred_at.localeCompare(a.occurred_at) || b.id.localeCompare(a.id));
}

function transgressionsSeries(range: MetricRange): Series {
  return additiveSeries('transcode-transgressions', range, [{ id: 0, name: 'Transgressions', value: (day: number) => transgressionsOn(day).length }]);
}

// ---------------------------------------------------------------- shared

function billingCurrency(): string {
  return db.billingSetting.getAll()[0]?.currency ?? db.product.getAll()[0]?.currency ?? 'EUR';
}

const rangeOut = (range: MetricRange) => ({ period: range.period, from: isoDay(range.from), to: isoDay(range.to), group: range.group });

/** Counts or money: a point is the sum of its days, a series' total the sum of its points, the total the sum of the series'. */
function additiveSeries(metric: MetricKey, range: MetricRange, sources: { id: number; name: string; value: (day: number) => number }[], currency?: string): Series {
  const totals = sources.map(() => 0);
  const points = buckets(range).map(({ start, end }) => {
    const values = sources.map((source, index) => {
      let sum = 0;
      for (let day = start; day <= end; day += 1) sum += source.value(day);
      totals[index] = (totals[index] ?? 0) + sum;
      return sum;
    });
    return { start: isoDay(start), end: isoDay(end), values };
  });
  const series = sources.map((source, index) => ({ id: source.id, name: source.name, total: totals[index] ?? 0 }));
  return {
    metric,
    range: rangeOut(range),
    additive: true,
    ...(currency ? { currency } : {}),
    series,
    points,
    total: series.reduce((sum, item) => sum + item.total, 0),
  };
}

export function metricSeries(metric: MetricKey, range: MetricRange): Series {
  switch (metric) {
    case 'products':
      return productsSeries(range);
    case 'turnover':
      return turnoverSeries(range);
    case 'plex-users':
      return plexUsersSeries(range);
    case 'node-reboots':
      return nodeRebootsSeries(range);
    default:
      return transgressionsSeries(range);
  }
}

export const adminMetricsHandlers = [
  route('get', '/api/admin/metrics')(({ request, url }) => {
    requireAdmin(request);
    const range = metricRange(url);
    const products = productsSeries(range);
    return {
      success: true,
      data: {
        range: rangeOut(range),
        active_subscriptions: products.total,
        new_subscriptions: products.new ?? 0,
        cancelled_subscriptions: products.cancelled ?? 0,
        transcode_transgressions: transgressionsSeries(range).total,
        plex_users: plexUsersSeries(range).total,
        node_reboots: nodeRebootsSeries(range).total,
        turnover: turnoverSeries(range).total,
        currency: billingCurrency(),
      },
    };
  }),
  route('get', '/api/admin/metrics/transcode-transgressions/events')(({ request, url }) => {
    requireAdmin(request);
    const range = metricRange(url);
    const perPage = intQuery(url, 'perpage', 25, { max: 100 });
    const page = intQuery(url, 'page', 1);
    const skip = (page - 1) * perPage;
    const data: Transgression[] = [];
    let total = 0;
    for (let day = range.to; day >= range.from; day -= 1) {
      const events = transgressionsOn(day);
      for (const event of events) {
        if (total >= skip && data.length < perPage) data.push(event);
        total += 1;
      }
    }
    return { success: true, data, meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total } };
  }),
  route('get', '/api/admin/metrics/{metric}')(({ request, url, params }) => {
    requireAdmin(request);
    const metric = METRICS.find((candidate) => candidate === params.metric);
    if (!metric) throw notFound();
    return { success: true, data: metricSeries(metric, metricRange(url)) };
  }),
];
