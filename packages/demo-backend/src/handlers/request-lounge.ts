import type { MediaItem } from '@portal/api-client';
import { db, type MediaItemRow, type UserRow } from '#db/database.ts';
import { LOUNGE_CATEGORIES } from '#db/seed-media.ts';
import { forbidden, notFound } from '#lib/http-error.ts';
import { intQuery, route, type RouteContext } from '#lib/route.ts';
import { requireUser } from '#model/auth.ts';
import { requireFeature } from '#model/restrictions.ts';
import { settings } from '#model/settings.ts';

const PAGE_SIZE = 20;

function loungeUser(request: Request): UserRow {
  const user = requireUser(request);
  if (!settings().request_lounge) throw forbidden('The request lounge is switched off.');
  requireFeature(user, 'request-lounge');
  return user;
}

function toMediaItem(row: MediaItemRow, user: UserRow): MediaItem {
  const request = db.mediaRequest.getAll().find((candidate) => candidate.user_id === user.id && candidate.media_id === row.id);
  return {
    id: row.id,
    title: row.title,
    type: row.type === 'show' ? 'show' : 'movie',
    year: row.year,
    poster: null,
    overview: row.overview,
    status: row.available ? 'available' : (request?.status ?? null),
    uhd: row.uhd,
  };
}

/** One page of titles, in the request lounge's shape: later pages are appended to the list. */
function page(rows: MediaItemRow[], url: URL, user: UserRow) {
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const current = intQuery(url, 'page', 1);
  return {
    success: true,
    data: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((row) => toMediaItem(row, user)),
    meta: { current_page: current, last_page: lastPage, per_page: PAGE_SIZE, total, append_to_result: current > 1 },
  };
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

function categoryList(type: 'movie' | 'show') {
  return ({ request, url, params }: RouteContext) => {
    const user = loungeUser(request);
    const category = params.category ?? '';
    if (!LOUNGE_CATEGORIES.some((candidate) => candidate.slug === category)) throw notFound('Category not found.');
    return page(titles(type, url, category), url, user);
  };
}

export const requestLoungeHandlers = [
  route('get', '/api/customer/request-lounge')(({ request }) => {
    loungeUser(request);
    const categories = (['movies', 'shows'] as const).flatMap((type) => LOUNGE_CATEGORIES.map(({ slug, name }) => ({ slug, name, type })));
    return { success: true, data: { categories } };
  }),

  route('get', '/api/customer/request-lounge/movies')(({ request, url }) => page(titles('movie', url), url, loungeUser(request))),
  route('get', '/api/customer/request-lounge/movies/category/{category}')(categoryList('movie')),
  route('get', '/api/customer/request-lounge/shows')(({ request, url }) => page(titles('show', url), url, loungeUser(request))),
  route('get', '/api/customer/request-lounge/shows/category/{category}')(categoryList('show')),

  route('get', '/api/customer/request-lounge/subscriptions/{type}')(({ request, url, params }) => {
    const user = loungeUser(request);
    const type = params.type === 'movies' ? 'movie' : params.type === 'shows' ? 'show' : null;
    if (!type) throw notFound();
    const ids = new Set(db.subscription.getAll().filter((row) => row.user_id === user.id).map((row) => row.media_id));
    return page(db.mediaItem.getAll().filter((row) => row.type === type && ids.has(row.id)).sort(byPopularity), url, user);
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
      if (sorting === 'title') return a.item.title.localeCompare(b.item.title);
      const order = a.row.created_at.localeCompare(b.row.created_at);
      return sorting === 'oldest' ? order : -order;
    });
    return page(requests.map(({ item }) => item), url, user);
  }),
];
