import type { LoungeMediaReport, LoungeLostTitle, LoungeQuota, LoungeRequestStatus, MediaItem } from '@portal/api-client';
import { db, type MediaItemRow, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { LOUNGE_CATEGORIES, posterFor } from '#db/request-lounge/catalogue.ts';
import { requestRules, weeklyLimitOf } from '#db/request-setup/rules.ts';
import { DEFAULT_TRIAL_WEEKLY_LIMIT, DEFAULT_WEEKLY_LIMIT } from '#db/request-setup/seed.ts';
import { ago, isoNow, later } from '#lib/clock.ts';
import { conflict, forbidden, notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route, type RouteContext } from '#lib/route.ts';
import { bool, optionalStr, str, validate } from '#lib/validation.ts';
import { requireUser } from '#model/auth.ts';
import { requireFeature } from '#model/restrictions.ts';
import { settings } from '#model/settings.ts';

const PAGE_SIZE = 20;
/** Requests a customer may make in seven days; trial accounts get a taste only. The seeded request rules' values: the admin changes them. */
export const WEEKLY_REQUEST_LIMIT = DEFAULT_WEEKLY_LIMIT;
export const TRIAL_WEEKLY_REQUEST_LIMIT = DEFAULT_TRIAL_WEEKLY_LIMIT;
export const REQUEST_LIMIT_MESSAGE = 'You have reached your weekly request limit.';
const TOP_PLAYED_SIZE = 25;
const ISSUES = ['wrong_audio', 'bad_quality', 'missing_episodes', 'missing_subtitles', 'wrong_title', 'other'] as const;

function loungeUser(request: Request): UserRow {
  const user = requireUser(request);
  if (!settings().request_lounge) throw forbidden('The request lounge is switched off.');
  requireFeature(user, 'request-lounge');
  return user;
}

const yearOf = (row: MediaItemRow) => (row.year ? ` (${row.year})` : '');

/** A title as the user sees it in a list of one version (HD, or 4K with `uhd`). */
function toMediaItem(row: MediaItemRow, user: UserRow, uhd = false): MediaItem {
  const request = db.mediaRequest.getAll().find((candidate) => candidate.user_id === user.id && candidate.media_id === row.id && candidate.uhd === uhd);
  const subscribed = db.subscription.getAll().some((candidate) => candidate.user_id === user.id && candidate.media_id === row.id);
  return {
    id: row.id,
    title: row.title,
    type: row.type === 'show' ? 'show' : 'movie',
    year: row.year,
    poster: posterFor(row),
    overview: row.overview,
    status: row.available ? 'available' : ((request?.status as LoungeRequestStatus | undefined) ?? null),
    uhd: row.uhd,
    seasons: row.type === 'show' ? row.seasons : null,
    request: request
      ? {
          id: request.id,
          status: request.status as LoungeRequestStatus,
          uhd: request.uhd,
          seasons: request.seasons.length ? [...request.seasons] : null,
          created_at: request.created_at,
        }
      : null,
    subscribed,
  };
}

function paging<T>(rows: T[], url: URL) {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = intQuery(url, 'page', 1);
  return {
    rows: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    // Request-lounge lists grow as the user scrolls: every page after the first adds to the list.
    meta: { current_page: current, last_page: lastPage, per_page: PAGE_SIZE, total, append_to_result: current > 1 },
  };
}

/** One page of titles, in the request lounge's shape. */
function page(rows: MediaItemRow[], url: URL, user: UserRow, uhd = false) {
  const { rows: slice, meta } = paging(rows, url);
  return { success: true, data: slice.map((row) => toMediaItem(row, user, uhd)), meta };
}

const byPopularity = (a: MediaItemRow, b: MediaItemRow) => b.popularity - a.popularity || a.id - b.id;

function titles(type: 'movie' | 'show', url: URL, category?: string): MediaItemRow[] {
  const search = (url.searchParams.get('qs') ?? '').trim().toLowerCase();
  const uhd = url.searchParams.get('uhd') === '1';
  return db.mediaItem
    .getAll()
    .filter((row) => row.type === type && (!uhd || row.uhd) && (!search || row.title.toLowerCase().includes(search)) && (!category || row.categories.includes(category)))
    .sort(byPopularity);
}

function titleList(type: 'movie' | 'show') {
  return ({ request, url }: RouteContext) => page(titles(type, url), url, loungeUser(request), url.searchParams.get('uhd') === '1');
}

function categoryList(type: 'movie' | 'show') {
  return ({ request, url, params }: RouteContext) => {
    const user = loungeUser(request);
    const category = params.category ?? '';
    if (!LOUNGE_CATEGORIES.some((candidate) => candidate.slug === category)) throw notFound('Category not found.');
    return page(titles(type, url, category), url, user, url.searchParams.get('uhd') === '1');
  };
}

function findMedia(id: number, type?: 'movie' | 'show'): MediaItemRow {
  const row = db.mediaItem.findFirst({ where: { id: { equals: id } } });
  if (!row || (type && row.type !== type)) throw notFound('Title not found.');
  return row;
}

/** Whether the rules let this user ask for 4K versions. */
function mayRequestUhd(user: UserRow, audience: string): boolean {
  if (user.admin) return true;
  if (audience === 'nobody') return false;
  if (audience === 'contributors') return user.is_contributor;
  if (audience === 'customers') return !user.is_trial;
  return true;
}

/**
 * The user's requests of the last seven days count against the weekly limit, which the admin's
 * request rules set (a user's own limit first); the constants above are the rules' seeded values.
 */
export function quotaOf(user: UserRow): LoungeQuota {
  const limit = weeklyLimitOf(user);
  const weekAgo = ago({ days: 7 });
  const counted = db.mediaRequest
    .getAll()
    .filter((row) => row.user_id === user.id && row.created_at > weekAgo)
    .map((row) => row.created_at)
    .sort();
  const oldest = counted[0];
  return {
    period: 'week',
    limit,
    used: counted.length,
    remaining: limit === null ? null : Math.max(0, limit - counted.length),
    resets_at: oldest ? later({ days: 7 }, Date.parse(oldest)) : null,
  };
}

function listType(params: Record<string, string>): 'movie' | 'show' {
  if (params.type === 'movies') return 'movie';
  if (params.type === 'shows') return 'show';
  throw notFound();
}

function toReport(row: ReturnType<typeof db.mediaReport.getAll>[number], user: UserRow): LoungeMediaReport {
  return {
    id: row.id,
    issue: row.issue as LoungeMediaReport['issue'],
    details: row.details,
    season: row.season,
    episode: row.episode,
    status: row.status as LoungeMediaReport['status'],
    reply: row.reply,
    created_at: row.created_at,
    updated_at: row.updated_at,
    media: toMediaItem(findMedia(row.media_id), user),
  };
}

function toLost(row: ReturnType<typeof db.lostMedia.getAll>[number], user: UserRow): LoungeLostTitle {
  const server = db.server.findFirst({ where: { id: { equals: row.server_id } } });
  return {
    id: row.id,
    server_name: server?.name ?? 'A deleted server',
    library: row.library,
    reason: row.reason as LoungeLostTitle['reason'],
    lost_at: row.lost_at,
    status: row.status as LoungeLostTitle['status'],
    restorable: row.restorable,
    media: toMediaItem(findMedia(row.media_id), user),
  };
}

const PERIOD_DAYS = { week: 7, month: 30, year: 365 } as const;

export const requestLoungeHandlers = [
  route('get', '/api/customer/request-lounge')(({ request }) => {
    const user = loungeUser(request);
    const categories = (['movies', 'shows'] as const).flatMap((type) => LOUNGE_CATEGORIES.map(({ slug, name }) => ({ slug, name, type })));
    return { success: true, data: { categories, quota: quotaOf(user) } };
  }),

  route('get', '/api/customer/request-lounge/movies')(titleList('movie')),
  route('get', '/api/customer/request-lounge/movies/category/{category}')(categoryList('movie')),
  route('get', '/api/customer/request-lounge/shows')(titleList('show')),
  route('get', '/api/customer/request-lounge/shows/category/{category}')(categoryList('show')),

  route('post', '/api/customer/request-lounge/requests')(({ request, body }) => {
    const user = loungeUser(request);
    validate(body, { media_id: 'required|integer', type: 'required|in:movie,show', uhd: 'required|boolean', seasons: 'nullable|array', 'seasons.*': 'integer|min:1' });
    const uhd = bool(body.uhd);
    const row = findMedia(Number(body.media_id), str(body.type) === 'show' ? 'show' : 'movie');
    const seasons = Array.isArray(body.seasons) ? [...new Set(body.seasons.map(Number))].sort((a, b) => a - b) : [];
    if (uhd && !row.uhd) throw validationFailed({ uhd: ['This title has no 4K version.'] });
    if (seasons.length && row.type !== 'show') throw validationFailed({ seasons: ['Only shows have seasons.'] });
    const tooHigh = seasons.find((season) => season > (row.seasons ?? 0));
    if (tooHigh !== undefined) throw validationFailed({ seasons: [`${row.title} has ${row.seasons ?? 0} season${row.seasons === 1 ? '' : 's'}; there is no season ${tooHigh}.`] });
    if (row.available) throw validationFailed({ media_id: ['This title is already available on your server.'] });
    if (db.mediaRequest.getAll().some((candidate) => candidate.user_id === user.id && candidate.media_id === row.id && candidate.uhd === uhd)) {
      throw validationFailed({ media_id: [uhd ? 'You have already requested this title in 4K.' : 'You have already requested this title.'] });
    }
    const rules = requestRules();
    if (uhd && !mayRequestUhd(user, rules.uhd_requests)) throw validationFailed({ uhd: ['4K requests are not open to your account.'] });
    const askedSeasons = row.type === 'show' ? (seasons.length || (row.seasons ?? 0)) : 0;
    if (rules.max_seasons !== null && askedSeasons > rules.max_seasons) {
      throw validationFailed({ seasons: [`Choose at most ${rules.max_seasons} season${rules.max_seasons === 1 ? '' : 's'} in one request.`] });
    }
    const quota = quotaOf(user);
    if (quota.remaining !== null && quota.remaining <= 0) throw validationFailed({ media_id: [REQUEST_LIMIT_MESSAGE] });
    const status = rules.auto_approve_contributors && user.is_contributor ? 'approved' : 'pending';
    db.mediaRequest.create({ id: nextId('mediaRequest'), user_id: user.id, media_id: row.id, status, uhd, seasons, created_at: isoNow() });
    return {
      success: true,
      message: `Your request for ${row.title}${yearOf(row)}${uhd ? ' in 4K' : ''} has been sent.`,
      data: { item: toMediaItem(row, user, uhd), quota: quotaOf(user) },
    };
  }),

  route('delete', '/api/customer/request-lounge/requests/{request}')(({ request, params }) => {
    const user = loungeUser(request);
    const id = intParam(params, 'request');
    const row = db.mediaRequest.findFirst({ where: { id: { equals: id } } });
    if (!row || row.user_id !== user.id) throw notFound('Request not found.');
    if (row.status !== 'pending') throw conflict('Only pending requests can be cancelled.');
    const media = findMedia(row.media_id);
    db.mediaRequest.delete({ where: { id: { equals: id } } });
    return {
      success: true,
      message: `Your request for ${media.title}${yearOf(media)} has been cancelled.`,
      data: { item: toMediaItem(media, user, row.uhd), quota: quotaOf(user) },
    };
  }),

  route('get', '/api/customer/request-lounge/subscriptions/{type}')(({ request, url, params }) => {
    const user = loungeUser(request);
    const type = listType(params);
    const ids = new Set(db.subscription.getAll().filter((row) => row.user_id === user.id).map((row) => row.media_id));
    return page(db.mediaItem.getAll().filter((row) => row.type === type && ids.has(row.id)).sort(byPopularity), url, user);
  }),

  route('put', '/api/customer/request-lounge/subscriptions/{type}/{media}')(({ request, params }) => {
    const user = loungeUser(request);
    const row = findMedia(intParam(params, 'media'), listType(params));
    const exists = db.subscription.getAll().some((candidate) => candidate.user_id === user.id && candidate.media_id === row.id);
    if (!exists) db.subscription.create({ id: nextId('subscription'), user_id: user.id, media_id: row.id, created_at: isoNow() });
    return {
      success: true,
      message: row.type === 'show' ? `You will hear about new episodes of ${row.title}.` : `You will hear when ${row.title}${yearOf(row)} is on your server.`,
      data: toMediaItem(row, user),
    };
  }),

  route('delete', '/api/customer/request-lounge/subscriptions/{type}/{media}')(({ request, params }) => {
    const user = loungeUser(request);
    const row = findMedia(intParam(params, 'media'), listType(params));
    db.subscription.deleteMany({ where: { user_id: { equals: user.id }, media_id: { equals: row.id } } });
    return { success: true, message: `You no longer follow ${row.title}${yearOf(row)}.`, data: toMediaItem(row, user) };
  }),

  route('get', '/api/customer/request-lounge/my-requests')(({ request, url }) => {
    const user = loungeUser(request);
    const status = url.searchParams.get('status') ?? 'all';
    const type = url.searchParams.get('type') ?? 'all';
    const sorting = url.searchParams.get('sorting') ?? 'newest';
    const requests = db.mediaRequest
      .getAll()
      .filter((row) => row.user_id === user.id && (status === 'all' || row.status === status))
      .flatMap((row) => {
        const item = db.mediaItem.findFirst({ where: { id: { equals: row.media_id } } });
        return item && (type === 'all' || item.type === type) ? [{ row, item }] : [];
      });
    requests.sort((a, b) => {
      if (sorting === 'title') return a.item.title.localeCompare(b.item.title) || a.row.id - b.row.id;
      const order = a.row.created_at.localeCompare(b.row.created_at) || a.row.id - b.row.id;
      return sorting === 'oldest' ? order : -order;
    });
    const { rows, meta } = paging(requests, url);
    return { success: true, data: rows.map(({ row, item }) => toMediaItem(item, user, row.uhd)), meta };
  }),

  route('get', '/api/customer/request-lounge/top-played')(({ request, url }) => {
    const user = loungeUser(request);
    const periodParam = url.searchParams.get('period');
    const period = periodParam === 'week' || periodParam === 'year' || periodParam === 'all' ? periodParam : 'month';
    const typeParam = url.searchParams.get('type');
    const type = typeParam === 'movie' || typeParam === 'show' ? typeParam : null;
    const from = period === 'all' ? null : ago({ days: PERIOD_DAYS[period] });
    const servers = new Set(db.server.getAll().filter((server) => server.user_id === user.id).map((server) => server.id));
    const totals = new Map<number, { plays: number; viewers: number; last: string }>();
    for (const play of db.mediaPlay.getAll()) {
      if (!servers.has(play.server_id) || (from && play.played_at < from)) continue;
      const total = totals.get(play.media_id) ?? { plays: 0, viewers: 0, last: play.played_at };
      total.plays += play.plays;
      // Plays are kept per day, so the most viewers on one day is what can be said for certain.
      total.viewers = Math.max(total.viewers, play.viewers);
      if (play.played_at > total.last) total.last = play.played_at;
      totals.set(play.media_id, total);
    }
    const ranked = [...totals.entries()]
      .map(([mediaId, total]) => ({ row: findMedia(mediaId), ...total }))
      .filter(({ row }) => !type || row.type === type)
      .sort((a, b) => b.plays - a.plays || a.row.title.localeCompare(b.row.title))
      .slice(0, TOP_PLAYED_SIZE);
    return {
      success: true,
      data: ranked.map(({ row, plays, viewers, last }, index) => ({ rank: index + 1, plays, viewers, last_played_at: last, media: toMediaItem(row, user) })),
      meta: { period, from, to: isoNow() },
    };
  }),

  route('get', '/api/customer/request-lounge/media-reports')(({ request, url }) => {
    const user = loungeUser(request);
    const status = url.searchParams.get('status') ?? 'all';
    const reports = db.mediaReport
      .getAll()
      .filter((row) => row.user_id === user.id && (status === 'all' || row.status === status))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    const { rows, meta } = paging(reports, url);
    return { success: true, data: rows.map((row) => toReport(row, user)), meta };
  }),

  route('post', '/api/customer/request-lounge/media-reports')(({ request, body }) => {
    const user = loungeUser(request);
    validate(body, {
      media_id: 'required|integer',
      issue: ['required', `in:${ISSUES.join(',')}`],
      details: 'nullable|string|max:1000',
      season: 'nullable|integer|min:1',
      episode: 'nullable|integer|min:1',
    });
    const issue = str(body.issue);
    const details = optionalStr(body.details);
    const season = body.season === null || body.season === undefined ? null : Number(body.season);
    const episode = body.episode === null || body.episode === undefined ? null : Number(body.episode);
    // Laravel's required_if:issue,other and required_with:episode.
    const errors: Record<string, string[]> = {};
    if (issue === 'other' && !details) errors.details = ['The details field is required when issue is other.'];
    if (episode !== null && season === null) errors.season = ['The season field is required when episode is present.'];
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = findMedia(Number(body.media_id));
    if (row.type !== 'show' && (season !== null || episode !== null)) throw validationFailed({ season: ['Only shows have seasons.'] });
    if (season !== null && season > (row.seasons ?? 0)) throw validationFailed({ season: [`${row.title} has ${row.seasons ?? 0} season${row.seasons === 1 ? '' : 's'}.`] });
    const open = db.mediaReport
      .getAll()
      .some((candidate) => candidate.user_id === user.id && candidate.media_id === row.id && candidate.issue === issue && (candidate.status === 'open' || candidate.status === 'in_progress'));
    if (open) throw validationFailed({ issue: ['You have already reported this problem with this title.'] });
    const now = isoNow();
    const report = db.mediaReport.create({ id: nextId('mediaReport'), user_id: user.id, media_id: row.id, issue, details, season, episode, status: 'open', reply: null, created_at: now, updated_at: now });
    return { success: true, message: 'Thank you. Your report has been sent to the team.', data: toReport(report, user) };
  }),

  route('get', '/api/customer/request-lounge/lost-and-found')(({ request, url }) => {
    const user = loungeUser(request);
    const type = url.searchParams.get('type') ?? 'all';
    const lost = db.lostMedia
      .getAll()
      .filter((row) => row.user_id === user.id && (type === 'all' || findMedia(row.media_id).type === type))
      .sort((a, b) => b.lost_at.localeCompare(a.lost_at) || b.id - a.id);
    const { rows, meta } = paging(lost, url);
    return { success: true, data: rows.map((row) => toLost(row, user)), meta };
  }),

  route('post', '/api/customer/request-lounge/lost-and-found/{lost}/restore')(({ request, params }) => {
    const user = loungeUser(request);
    const id = intParam(params, 'lost');
    const row = db.lostMedia.findFirst({ where: { id: { equals: id } } });
    if (!row || row.user_id !== user.id) throw notFound('Lost title not found.');
    if (row.status === 'restoring') throw conflict('This title is already being restored.');
    if (row.status === 'restored') throw conflict('This title has already been restored.');
    if (!row.restorable) throw conflict('There is no copy of this title to restore. Request it again instead.');
    const updated = db.lostMedia.update({ where: { id: { equals: id } }, data: { status: 'restoring' } }) ?? row;
    const lost = toLost(updated, user);
    return { success: true, message: `${lost.media.title} is being restored to ${lost.server_name}. It will be back within the hour.`, data: lost };
  }),
];
