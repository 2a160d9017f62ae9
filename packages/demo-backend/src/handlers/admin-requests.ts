import type { components } from '@portal/api-client';
import { db, type MediaItemRow } from '#db/database.ts';
import { posterFor } from '#db/request-lounge/catalogue.ts';
import { ago, isoNow } from '#lib/clock.ts';
import { escapeHtml } from '#lib/html.ts';
import { conflict, notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { optionalStr, str, validate } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { notify } from '#model/notifications.ts';

type Schemas = components['schemas'];
type RequestRow = ReturnType<typeof db.mediaRequest.getAll>[number];
type ReportRow = ReturnType<typeof db.mediaReport.getAll>[number];

const REQUEST_STATUSES = ['pending', 'approved', 'available', 'declined'] as const;
const REPORT_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;
const REQUEST_SORTS = ['created_at', 'title', 'user', 'status'] as const;
const REPORT_SORTS = ['created_at', 'updated_at'] as const;
/** The order of a status column: what waits for the staff first. */
const STATUS_ORDER: Record<string, number> = { pending: 0, approved: 1, available: 2, declined: 3 };

const yearOf = (row: MediaItemRow) => (row.year ? ` (${row.year})` : '');

function media(id: number): MediaItemRow | null {
  return db.mediaItem.findFirst({ where: { id: { equals: id } } });
}

function toMedia(row: MediaItemRow | null, id: number): Schemas['AdminRequestMedia'] {
  if (!row) return { id, title: 'A removed title', type: 'movie', year: null, poster: null, available: false };
  return { id: row.id, title: row.title, type: row.type === 'show' ? 'show' : 'movie', year: row.year, poster: posterFor(row), available: row.available };
}

function toUser(id: number): Schemas['AdminRequestUser'] {
  const user = db.user.findFirst({ where: { id: { equals: id } } });
  return user ? { id: user.id, name: user.name, email: user.email } : { id, name: 'A deleted user', email: '' };
}

function toRequest(row: RequestRow): Schemas['AdminMediaRequest'] {
  return {
    id: row.id,
    status: row.status as Schemas['LoungeRequestStatus'],
    uhd: row.uhd,
    seasons: row.seasons.length ? [...row.seasons] : null,
    created_at: row.created_at,
    media: toMedia(media(row.media_id), row.media_id),
    user: toUser(row.user_id),
  };
}

function toReport(row: ReportRow): Schemas['AdminMediaReport'] {
  return {
    id: row.id,
    issue: row.issue as Schemas['LoungeReportIssue'],
    details: row.details,
    season: row.season,
    episode: row.episode,
    status: row.status as Schemas['AdminMediaReportStatus'],
    reply: row.reply,
    created_at: row.created_at,
    updated_at: row.updated_at,
    media: toMedia(media(row.media_id), row.media_id),
    user: toUser(row.user_id),
  };
}

function pageOf<T>(rows: T[], url: URL) {
  const perPage = intQuery(url, 'perpage', 20, { max: 100 });
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = intQuery(url, 'page', 1);
  return { rows: rows.slice((page - 1) * perPage, page * perPage), meta: { current_page: page, last_page: lastPage, per_page: perPage, total } };
}

function findRequest(id: number): RequestRow {
  const row = db.mediaRequest.findFirst({ where: { id: { equals: id } } });
  if (!row) throw notFound('Request not found.');
  return row;
}

function findReport(id: number): ReportRow {
  const row = db.mediaReport.findFirst({ where: { id: { equals: id } } });
  if (!row) throw notFound('Report not found.');
  return row;
}

function setStatus(row: RequestRow, status: (typeof REQUEST_STATUSES)[number]): RequestRow {
  return db.mediaRequest.update({ where: { id: { equals: row.id } }, data: { status } }) ?? row;
}

/** The title as the customer knows it, for messages: "Nosferatu (1922) in 4K". */
function titleOf(row: RequestRow): string {
  const item = media(row.media_id);
  return item ? `${item.title}${yearOf(item)}${row.uhd ? ' in 4K' : ''}` : 'the title';
}

const MY_REQUESTS = '<p><a href="/app/request-lounge/my-requests">See your requests</a></p>';
const MY_REPORTS = '<p><a href="/app/request-lounge/media-reports">See your reports</a></p>';

export const adminRequestHandlers = [
  route('get', '/api/admin/requests')(({ request, url }) => {
    requireAdmin(request);
    const type = url.searchParams.get('type') === 'show' ? 'show' : 'movie';
    const status = REQUEST_STATUSES.find((candidate) => candidate === url.searchParams.get('status'));
    const uhd = url.searchParams.get('uhd');
    const user = url.searchParams.get('user');
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const column = REQUEST_SORTS.find((candidate) => candidate === url.searchParams.get('sortColumn')) ?? 'created_at';
    const direction = (url.searchParams.get('sortDirection') ?? (column === 'created_at' ? 'desc' : 'asc')) === 'desc' ? -1 : 1;
    const items = new Map(db.mediaItem.getAll().map((row) => [row.id, row]));
    const users = new Map(db.user.getAll().map((row) => [row.id, row]));
    const rows = db.mediaRequest.getAll().filter((row) => {
      const item = items.get(row.media_id);
      if (!item || item.type !== type) return false;
      if (status && row.status !== status) return false;
      if (uhd === '1' && !row.uhd) return false;
      if (uhd === '0' && row.uhd) return false;
      if (user && String(row.user_id) !== user) return false;
      if (!search) return true;
      const owner = users.get(row.user_id);
      return item.title.toLowerCase().includes(search) || !!owner?.name.toLowerCase().includes(search) || !!owner?.email.toLowerCase().includes(search);
    });
    const key = (row: RequestRow): string | number => {
      if (column === 'title') return items.get(row.media_id)?.title ?? '';
      if (column === 'user') return users.get(row.user_id)?.name ?? '';
      if (column === 'status') return STATUS_ORDER[row.status] ?? 9;
      return row.created_at;
    };
    rows.sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return direction * order || b.created_at.localeCompare(a.created_at) || b.id - a.id;
    });
    const { rows: slice, meta } = pageOf(rows, url);
    return { success: true, data: slice.map(toRequest), meta };
  }),

  route('get', '/api/admin/requests/overview')(({ request }) => {
    requireAdmin(request);
    const types = new Map(db.mediaItem.getAll().map((row) => [row.id, row.type]));
    const weekAgo = ago({ days: 7 });
    const requests = db.mediaRequest.getAll();
    const count = (type: string, test: (row: RequestRow) => boolean) => requests.filter((row) => types.get(row.media_id) === type && test(row)).length;
    return {
      success: true,
      data: {
        pending_movies: count('movie', (row) => row.status === 'pending'),
        pending_shows: count('show', (row) => row.status === 'pending'),
        approved: requests.filter((row) => row.status === 'approved').length,
        open_reports: db.mediaReport.getAll().filter((row) => row.status === 'open' || row.status === 'in_progress').length,
        last_week: { movies: count('movie', (row) => row.created_at > weekAgo), shows: count('show', (row) => row.created_at > weekAgo) },
      },
    };
  }),

  route('post', '/api/admin/requests/{id}/approve')(({ request, params }) => {
    requireAdmin(request);
    const row = findRequest(intParam(params, 'id'));
    if (row.status === 'approved' || row.status === 'available') throw conflict(`This request is already ${row.status}.`);
    const updated = setStatus(row, 'approved');
    const title = titleOf(row);
    notify(row.user_id, 'Your request has been approved', `<p>Your request for <strong>${escapeHtml(title)}</strong> has been approved. We will let you know once it is on your server.</p>${MY_REQUESTS}`);
    return { success: true, message: `The request for ${title} has been approved.`, data: toRequest(updated) };
  }),

  route('post', '/api/admin/requests/{id}/decline')(({ request, params, body }) => {
    requireAdmin(request);
    const row = findRequest(intParam(params, 'id'));
    validate(body, { reason: 'nullable|string|max:500' });
    if (row.status === 'declined' || row.status === 'available') throw conflict(`This request is already ${row.status}.`);
    const reason = optionalStr(body.reason);
    const updated = setStatus(row, 'declined');
    const title = titleOf(row);
    notify(
      row.user_id,
      'Your request was declined',
      `<p>Your request for <strong>${escapeHtml(title)}</strong> was declined.</p>${reason ? `<p>${escapeHtml(reason)}</p>` : ''}${MY_REQUESTS}`,
    );
    return { success: true, message: `The request for ${title} has been declined.`, data: toRequest(updated) };
  }),

  route('post', '/api/admin/requests/{id}/available')(({ request, params }) => {
    requireAdmin(request);
    const row = findRequest(intParam(params, 'id'));
    if (row.status === 'declined' || row.status === 'available') throw conflict(`This request is already ${row.status}.`);
    const updated = setStatus(row, 'available');
    // When it became available, for the statistics' time to fulfil.
    if (!db.requestFulfilment.findFirst({ where: { id: { equals: row.id } } })) db.requestFulfilment.create({ id: row.id, available_at: isoNow() });
    // The title is on the servers now: the catalogue and every customer's lists show it as available.
    db.mediaItem.update({ where: { id: { equals: row.media_id } }, data: { available: true } });
    const title = titleOf(row);
    notify(row.user_id, 'Your request is available', `<p><strong>${escapeHtml(title)}</strong> has been added to the library. Enjoy!</p>${MY_REQUESTS}`);
    return { success: true, message: `${title} is now available.`, data: toRequest(updated) };
  }),

  route('get', '/api/admin/requests/media-reports')(({ request, url }) => {
    requireAdmin(request);
    const status = REPORT_STATUSES.find((candidate) => candidate === url.searchParams.get('status'));
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const column = REPORT_SORTS.find((candidate) => candidate === url.searchParams.get('sortColumn')) ?? 'created_at';
    const direction = (url.searchParams.get('sortDirection') ?? 'desc') === 'desc' ? -1 : 1;
    const items = new Map(db.mediaItem.getAll().map((row) => [row.id, row]));
    const users = new Map(db.user.getAll().map((row) => [row.id, row]));
    const rows = db.mediaReport
      .getAll()
      .filter((row) => !status || row.status === status)
      .filter((row) => {
        if (!search) return true;
        const owner = users.get(row.user_id);
        return [items.get(row.media_id)?.title, row.details, owner?.name, owner?.email].some((value) => !!value?.toLowerCase().includes(search));
      })
      .sort((a, b) => direction * (a[column].localeCompare(b[column]) || a.id - b.id));
    const { rows: slice, meta } = pageOf(rows, url);
    return { success: true, data: slice.map(toReport), meta };
  }),

  route('post', '/api/admin/requests/media-reports/{id}/reply')(({ request, params, body }) => {
    requireAdmin(request);
    const row = findReport(intParam(params, 'id'));
    validate(body, { reply: 'required|string|max:2000', status: ['nullable', `in:${REPORT_STATUSES.join(',')}`] });
    const reply = str(body.reply).trim();
    const asked = REPORT_STATUSES.find((candidate) => candidate === body.status);
    const status = asked ?? (row.status === 'open' ? 'in_progress' : row.status);
    const updated = db.mediaReport.update({ where: { id: { equals: row.id } }, data: { reply, status, updated_at: isoNow() } }) ?? row;
    const item = media(row.media_id);
    notify(row.user_id, 'The team answered your report', `<p>About <strong>${escapeHtml(item?.title ?? 'your report')}</strong>: ${escapeHtml(reply)}</p>${MY_REPORTS}`);
    return { success: true, message: 'Your reply has been sent to the customer.', data: toReport(updated) };
  }),

  route('post', '/api/admin/requests/media-reports/{id}/resolve')(({ request, params, body }) => {
    requireAdmin(request);
    const row = findReport(intParam(params, 'id'));
    validate(body, { reply: 'nullable|string|max:2000' });
    if (row.status === 'resolved') throw conflict('This report is already resolved.');
    const reply = optionalStr(body.reply)?.trim() || null;
    const updated = db.mediaReport.update({ where: { id: { equals: row.id } }, data: { status: 'resolved', reply: reply ?? row.reply, updated_at: isoNow() } }) ?? row;
    const item = media(row.media_id);
    const title = item?.title ?? 'a title';
    notify(row.user_id, 'Your report has been resolved', `<p>The problem you reported with <strong>${escapeHtml(title)}</strong> has been fixed.${reply ? ` ${escapeHtml(reply)}` : ''}</p>${MY_REPORTS}`);
    return { success: true, message: `The report about ${title} has been resolved.`, data: toReport(updated) };
  }),
];
