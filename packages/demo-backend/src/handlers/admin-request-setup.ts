import type { components } from '@portal/api-client';
import { db, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { requestRules, type RequestRulesRow } from '#db/request-setup/rules.ts';
import { isoNow } from '#lib/clock.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { bool, optionalStr, regex, str, validate, type CustomRule } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { changeSettings, settings } from '#model/settings.ts';

type Schemas = components['schemas'];
type OverrideRow = ReturnType<typeof db.requestLimitOverride.getAll>[number];
type LibraryMapRow = ReturnType<typeof db.libraryMap.getAll>[number];
type MediaTypeRow = ReturnType<typeof db.mediaType.getAll>[number];

const UHD_AUDIENCES = ['everyone', 'customers', 'contributors', 'nobody'] as const;
const REQUEST_TYPES = ['movie', 'movie_4k', 'show', 'show_4k'] as const;
const CONTRIBUTION_KINDS = ['added', 'upgraded', 'fixed'] as const;
const LIMIT_RULE = 'required|integer|min:0|max:1000';

function toRules(row: RequestRulesRow): Schemas['AdminRequestRules'] {
  return {
    weekly_limit: row.weekly_limit,
    trial_weekly_limit: row.trial_weekly_limit,
    max_seasons: row.max_seasons,
    uhd_requests: UHD_AUDIENCES.find((audience) => audience === row.uhd_requests) ?? 'everyone',
    auto_approve_contributors: row.auto_approve_contributors,
    overrides: db.requestLimitOverride.count(),
    updated_at: row.updated_at,
  };
}

function findUser(id: number): UserRow | null {
  return db.user.findFirst({ where: { id: { equals: id } } });
}

function toOverride(row: OverrideRow): Schemas['AdminRequestOverride'] {
  const user = findUser(row.user_id);
  return {
    id: row.id,
    user: user ? { id: user.id, name: user.name, email: user.email, is_trial: user.is_trial } : { id: row.user_id, name: `User #${row.user_id}` },
    weekly_limit: row.weekly_limit,
    note: row.note,
    created_at: row.created_at,
  };
}

function toLibraryMap(row: LibraryMapRow): Schemas['AdminLibraryMap'] {
  return {
    id: row.id,
    request_type: REQUEST_TYPES.find((type) => type === row.request_type) ?? 'movie',
    server_type: row.server_type === 'emby' ? 'emby' : row.server_type === 'jellyfin' ? 'jellyfin' : 'plex',
    library: row.library,
    path: row.path,
    updated_at: row.updated_at,
  };
}

function toMediaType(row: MediaTypeRow): Schemas['AdminMediaType'] {
  return { id: row.id, name: row.name, slug: row.slug, enabled: row.enabled, maps_to: REQUEST_TYPES.find((type) => type === row.maps_to) ?? 'movie' };
}

function paged<T>(rows: T[], url: URL) {
  const perPage = intQuery(url, 'perpage', 25, { max: 100 });
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = intQuery(url, 'page', 1);
  return { rows: rows.slice((page - 1) * perPage, page * perPage), meta: { current_page: page, last_page: lastPage, per_page: perPage, total } };
}

/** An http(s) address only: the customer menu links to it. */
const httpUrl: CustomRule = (value) => (typeof value === 'string' && /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(value) ? null : 'The external link must be an http:// or https:// address.');

function mediaTypeInput(body: Record<string, unknown>, except: number | null) {
  validate(body, {
    name: 'required|string|max:60',
    slug: ['required', 'string', 'max:60', regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)],
    enabled: 'required|boolean',
    maps_to: `required|in:${REQUEST_TYPES.join(',')}`,
  });
  const slug = str(body.slug);
  const name = str(body.name);
  if (db.mediaType.getAll().some((row) => row.id !== except && row.slug === slug)) throw validationFailed({ slug: ['The slug has already been taken.'] });
  if (db.mediaType.getAll().some((row) => row.id !== except && row.name.toLowerCase() === name.toLowerCase())) throw validationFailed({ name: ['The name has already been taken.'] });
  return { name, slug, enabled: bool(body.enabled), maps_to: str(body.maps_to) };
}

function findMediaType(id: number): MediaTypeRow {
  const row = db.mediaType.findFirst({ where: { id: { equals: id } } });
  if (!row) throw notFound('Media type not found.');
  return row;
}

function toSettings() {
  const row = settings();
  return { request_lounge: row.request_lounge, ombi_url: row.ombi_url, ombi_menu_name: row.ombi_menu_name };
}

/** The request lounge's rules, contributors, library maps, media types and settings. */
export const adminRequestSetupHandlers = [
  route('get', '/api/admin/requests/rules')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toRules(requestRules()) };
  }),

  route('post', '/api/admin/requests/rules')(({ request, body }) => {
    requireAdmin(request);
    validate(body, {
      weekly_limit: LIMIT_RULE,
      trial_weekly_limit: LIMIT_RULE,
      max_seasons: 'nullable|integer|min:1|max:100',
      uhd_requests: `required|in:${UHD_AUDIENCES.join(',')}`,
      auto_approve_contributors: 'required|boolean',
    });
    const row = db.requestRules.update({
      where: { id: { equals: requestRules().id } },
      data: {
        weekly_limit: Number(body.weekly_limit),
        trial_weekly_limit: Number(body.trial_weekly_limit),
        max_seasons: body.max_seasons === null || body.max_seasons === undefined ? null : Number(body.max_seasons),
        uhd_requests: str(body.uhd_requests),
        auto_approve_contributors: bool(body.auto_approve_contributors),
        updated_at: isoNow(),
      },
    })!;
    return { success: true, message: 'The request rules have been saved.', data: toRules(row) };
  }),

  route('get', '/api/admin/requests/rules/overrides')(({ request, url }) => {
    requireAdmin(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const byLimit = url.searchParams.get('sortColumn') === 'weekly_limit';
    const descending = url.searchParams.get('sortDirection') !== 'asc';
    const rows = db.requestLimitOverride
      .getAll()
      .filter((row) => {
        if (!search) return true;
        const user = findUser(row.user_id);
        return !!user && (user.name.toLowerCase().includes(search) || user.email.toLowerCase().includes(search));
      })
      .sort((a, b) => {
        const order = (byLimit ? a.weekly_limit - b.weekly_limit : 0) || a.created_at.localeCompare(b.created_at) || a.id - b.id;
        return descending ? -order : order;
      });
    const { rows: slice, meta } = paged(rows, url);
    return { success: true, data: slice.map(toOverride), meta };
  }),

  route('post', '/api/admin/requests/rules/overrides')(({ request, body }) => {
    requireAdmin(request);
    validate(body, { email: 'required|email|max:255', weekly_limit: LIMIT_RULE, note: 'nullable|string|max:255' });
    const email = str(body.email).toLowerCase();
    const user = db.user.getAll().find((candidate) => candidate.email.toLowerCase() === email);
    if (!user) throw validationFailed({ email: ['No user has this e-mail address.'] });
    if (user.admin) throw validationFailed({ email: ['Admins have no request limit.'] });
    const existing = db.requestLimitOverride.findFirst({ where: { user_id: { equals: user.id } } });
    const data = { weekly_limit: Number(body.weekly_limit), note: optionalStr(body.note) };
    const row = existing
      ? db.requestLimitOverride.update({ where: { id: { equals: existing.id } }, data })!
      : db.requestLimitOverride.create({ id: nextId('requestLimitOverride'), user_id: user.id, ...data, created_at: isoNow() });
    return { success: true, message: `${user.name} may now make ${row.weekly_limit} request${row.weekly_limit === 1 ? '' : 's'} a week.`, data: toOverride(row) };
  }),

  route('delete', '/api/admin/requests/rules/overrides/{id}')(({ request, params }) => {
    requireAdmin(request);
    const id = intParam(params, 'id');
    const row = db.requestLimitOverride.findFirst({ where: { id: { equals: id } } });
    if (!row) throw notFound('Override not found.');
    db.requestLimitOverride.delete({ where: { id: { equals: id } } });
    const name = findUser(row.user_id)?.name ?? `User #${row.user_id}`;
    return { success: true, message: `${name}’s own limit has been removed.` };
  }),

  route('get', '/api/admin/requests/contributes')(({ request, url }) => {
    requireAdmin(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const contributor = intQuery(url, 'contributor', 0);
    const kind = CONTRIBUTION_KINDS.find((candidate) => candidate === url.searchParams.get('kind'));
    const byTitle = url.searchParams.get('sortColumn') === 'title';
    const descending = url.searchParams.get('sortDirection') ? url.searchParams.get('sortDirection') !== 'asc' : !byTitle;
    const all = db.contribution.getAll();
    const matching = all.filter((row) => (!contributor || row.user_id === contributor) && (!search || row.title.toLowerCase().includes(search)));
    const rows = matching
      .filter((row) => !kind || row.kind === kind)
      .sort((a, b) => {
        const order = (byTitle ? a.title.localeCompare(b.title) : a.created_at.localeCompare(b.created_at)) || a.id - b.id;
        return descending ? -order : order;
      });
    const { rows: slice, meta } = paged(rows, url);
    const names = new Map<number, string>();
    const nameOf = (id: number) => {
      if (!names.has(id)) names.set(id, findUser(id)?.name ?? '');
      return names.get(id) ?? '';
    };
    const counts = new Map<number, { total: number; last: string }>();
    for (const row of all) {
      const entry = counts.get(row.user_id) ?? { total: 0, last: '' };
      counts.set(row.user_id, { total: entry.total + 1, last: row.created_at > entry.last ? row.created_at : entry.last });
    }
    const contributorIds = new Set([...db.user.getAll().filter((user) => user.is_contributor).map((user) => user.id), ...counts.keys()]);
    const contributors = [...contributorIds]
      .filter((id) => nameOf(id))
      .map((id) => ({ id, name: nameOf(id), total: counts.get(id)?.total ?? 0, last_at: counts.get(id)?.last || null }))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
    return {
      success: true,
      data: slice.map((row) => {
        const name = nameOf(row.user_id);
        return {
          id: row.id,
          title: row.title,
          kind: CONTRIBUTION_KINDS.find((candidate) => candidate === row.kind) ?? 'added',
          media_type: row.media_type === 'show' ? ('show' as const) : ('movie' as const),
          user: name ? { id: row.user_id, name } : null,
          created_at: row.created_at,
        };
      }),
      meta,
      totals: {
        all: matching.length,
        added: matching.filter((row) => row.kind === 'added').length,
        upgraded: matching.filter((row) => row.kind === 'upgraded').length,
        fixed: matching.filter((row) => row.kind === 'fixed').length,
      },
      contributors,
    };
  }),

  route('get', '/api/admin/requests/library-maps')(({ request }) => {
    requireAdmin(request);
    const order = (row: LibraryMapRow) => ['plex', 'emby', 'jellyfin'].indexOf(row.server_type) * 10 + REQUEST_TYPES.indexOf(row.request_type as never);
    return { success: true, data: db.libraryMap.getAll().sort((a, b) => order(a) - order(b) || a.id - b.id).map(toLibraryMap) };
  }),

  route('post', '/api/admin/requests/library-maps/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const id = intParam(params, 'id');
    if (!db.libraryMap.findFirst({ where: { id: { equals: id } } })) throw notFound('Library map not found.');
    validate(body, {
      library: 'required|string|max:100',
      path: ['required', 'string', 'max:255', regex(/^\/\S*$/)],
    });
    const row = db.libraryMap.update({ where: { id: { equals: id } }, data: { library: str(body.library), path: str(body.path), updated_at: isoNow() } })!;
    return { success: true, message: `Requests now land in ${row.library}.`, data: toLibraryMap(row) };
  }),

  route('get', '/api/admin/requests/media-types')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: db.mediaType.getAll().sort((a, b) => a.position - b.position || a.id - b.id).map(toMediaType) };
  }),

  route('post', '/api/admin/requests/media-types')(({ request, body }) => {
    requireAdmin(request);
    const input = mediaTypeInput(body, null);
    const position = Math.max(-1, ...db.mediaType.getAll().map((row) => row.position)) + 1;
    const row = db.mediaType.create({ id: nextId('mediaType'), ...input, position });
    return { success: true, message: `${row.name} has been added.`, data: toMediaType(row) };
  }),

  route('post', '/api/admin/requests/media-types/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const id = findMediaType(intParam(params, 'id')).id;
    const input = mediaTypeInput(body, id);
    const row = db.mediaType.update({ where: { id: { equals: id } }, data: input })!;
    return { success: true, message: `${row.name} has been saved.`, data: toMediaType(row) };
  }),

  route('delete', '/api/admin/requests/media-types/{id}')(({ request, params }) => {
    requireAdmin(request);
    const row = findMediaType(intParam(params, 'id'));
    db.mediaType.delete({ where: { id: { equals: row.id } } });
    return { success: true, message: `${row.name} has been deleted.` };
  }),

  route('get', '/api/admin/requests/settings')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toSettings() };
  }),

  route('post', '/api/admin/requests/settings')(({ request, body }) => {
    requireAdmin(request);
    const on = bool(body.request_lounge);
    validate(body, {
      request_lounge: 'required|boolean',
      // While the lounge is off, the customer menu needs somewhere to send customers.
      ombi_url: [on ? 'nullable' : 'required', 'string', 'max:255', httpUrl],
      ombi_menu_name: [on ? 'nullable' : 'required', 'string', 'max:40'],
    });
    changeSettings({ request_lounge: on, ombi_url: optionalStr(body.ombi_url), ombi_menu_name: optionalStr(body.ombi_menu_name) });
    return { success: true, message: on ? 'The request lounge is on.' : 'The request lounge is off; the menu links to the external site.', data: toSettings() };
  }),
];
