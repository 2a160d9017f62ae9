import type { components } from '@portal/api-client';
import { db } from '#db/database.ts';
import { isoNow, now } from '#lib/clock.ts';
import { route } from '#lib/route.ts';
import { requireAdmin } from '#model/auth.ts';

type Schemas = components['schemas'];
type Period = Schemas['AdminRequestStatsPeriod'];
type RequestRow = ReturnType<typeof db.mediaRequest.getAll>[number];

const PERIODS: readonly Period[] = ['30d', '12w', '12m'];
const DAY = 86_400_000;
const HOUR = 3_600_000;
const TOP = 10;

/** Midnight (UTC) of the day `at` falls in. */
function dayStart(at: number): Date {
  const date = new Date(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The starts of the period's steps, oldest first; the last step holds today. */
function stepStarts(period: Period, at: number): Date[] {
  const today = dayStart(at);
  if (period === '30d') return Array.from({ length: 30 }, (_unused, index) => new Date(today.getTime() - (29 - index) * DAY));
  if (period === '12w') {
    const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY;
    return Array.from({ length: 12 }, (_unused, index) => new Date(monday - (11 - index) * 7 * DAY));
  }
  return Array.from({ length: 12 }, (_unused, index) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (11 - index), 1)));
}

/** The start of the period of the same length just before the one that starts at `from`. */
function previousStart(period: Period, from: Date): Date {
  if (period === '30d') return new Date(from.getTime() - 30 * DAY);
  if (period === '12w') return new Date(from.getTime() - 12 * 7 * DAY);
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - 12, 1));
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * When each available request became available: the staff's Mark available records it. A request
 * with no record (a demo database saved before the record existed) counts from when the statistics
 * first see it.
 */
function fulfilledAt(rows: RequestRow[]): Map<number, number> {
  const known = new Map(db.requestFulfilment.getAll().map((row) => [row.id, Date.parse(row.available_at)]));
  for (const row of rows) {
    if (row.status !== 'available' || known.has(row.id)) continue;
    const at = isoNow();
    db.requestFulfilment.create({ id: row.id, available_at: at });
    known.set(row.id, Date.parse(at));
  }
  return known;
}

export const adminRequestStatsHandlers = [
  route('get', '/api/admin/requests/stats')(({ request, url }) => {
    requireAdmin(request);
    const period = PERIODS.find((candidate) => candidate === url.searchParams.get('period')) ?? '12w';
    const at = now();
    const starts = stepStarts(period, at);
    const from = starts[0] as Date;
    const previousFrom = previousStart(period, from).getTime();
    const items = new Map(db.mediaItem.getAll().map((row) => [row.id, row]));
    const all = db.mediaRequest.getAll();
    const inPeriod: RequestRow[] = [];
    let previousRequests = 0;
    for (const row of all) {
      const created = Date.parse(row.created_at);
      if (Number.isNaN(created) || created > at) continue;
      if (created >= from.getTime()) inPeriod.push(row);
      else if (created >= previousFrom) previousRequests += 1;
    }

    const buckets = starts.map((start) => ({ start: start.toISOString().slice(0, 10), movies: 0, shows: 0, uhd: 0 }));
    const outcomes = { pending: 0, approved: 0, declined: 0, available: 0 };
    const titles = new Map<number, { requests: number; uhd: number }>();
    const requesters = new Map<number, { requests: number; available: number }>();
    const fulfilled = fulfilledAt(inPeriod);
    const hours: number[] = [];
    let movies = 0;
    let shows = 0;
    let uhd = 0;
    for (const row of inPeriod) {
      const created = Date.parse(row.created_at);
      let index = starts.length - 1;
      while (index > 0 && (starts[index] as Date).getTime() > created) index -= 1;
      const bucket = buckets[index];
      const isShow = items.get(row.media_id)?.type === 'show';
      if (isShow) shows += 1;
      else movies += 1;
      if (row.uhd) uhd += 1;
      if (bucket) {
        if (isShow) bucket.shows += 1;
        else bucket.movies += 1;
        if (row.uhd) bucket.uhd += 1;
      }
      if (row.status in outcomes) outcomes[row.status as keyof typeof outcomes] += 1;
      const title = titles.get(row.media_id) ?? { requests: 0, uhd: 0 };
      title.requests += 1;
      if (row.uhd) title.uhd += 1;
      titles.set(row.media_id, title);
      const requester = requesters.get(row.user_id) ?? { requests: 0, available: 0 };
      requester.requests += 1;
      if (row.status === 'available') requester.available += 1;
      requesters.set(row.user_id, requester);
      const availableAt = row.status === 'available' ? fulfilled.get(row.id) : undefined;
      if (availableAt !== undefined && !Number.isNaN(availableAt)) hours.push(Math.max(0, (availableAt - created) / HOUR));
    }

    const topTitles = [...titles]
      .map(([mediaId, counts]) => {
        const item = items.get(mediaId);
        return {
          media_id: mediaId,
          title: item?.title ?? 'A removed title',
          type: item?.type === 'show' ? ('show' as const) : ('movie' as const),
          year: item?.year ?? null,
          requests: counts.requests,
          uhd: counts.uhd,
        };
      })
      .sort((a, b) => b.requests - a.requests || a.title.localeCompare(b.title) || a.media_id - b.media_id)
      .slice(0, TOP);
    const users = new Map(db.user.getAll().map((row) => [row.id, row]));
    const topRequesters = [...requesters]
      .map(([userId, counts]) => {
        const user = users.get(userId);
        return { user: user ? { id: user.id, name: user.name, email: user.email } : { id: userId, name: 'A deleted user' }, ...counts };
      })
      .sort((a, b) => b.requests - a.requests || a.user.name.localeCompare(b.user.name) || a.user.id - b.user.id)
      .slice(0, TOP);

    return {
      success: true,
      data: {
        period,
        from: from.toISOString(),
        to: new Date(at).toISOString(),
        buckets,
        totals: { requests: inPeriod.length, movies, shows, uhd, requesters: requesters.size, previous_requests: previousRequests },
        outcomes,
        fulfilment: {
          count: hours.length,
          average_hours: round1(hours.length === 0 ? null : hours.reduce((sum, value) => sum + value, 0) / hours.length),
          median_hours: round1(median(hours)),
        },
        top_titles: topTitles,
        top_requesters: topRequesters,
      },
    };
  }),
];
