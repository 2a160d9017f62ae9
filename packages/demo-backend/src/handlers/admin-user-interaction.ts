import type { components } from '@portal/api-client';
import { announcementStatus, shownFrom } from '#db/messaging/announcements.ts';
import { db } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, now } from '#lib/clock.ts';
import { notFound } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { bool, optionalStr, str, validate, type CustomRule, type Input, type RuleSpec } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { findNode } from '#model/nodes.ts';
import { findUser, findUserByEmail } from '#model/users.ts';

type Schemas = components['schemas'];
type MessageState = Schemas['AdminMessageState'];
type AlertRow = ReturnType<typeof db.customerAlert.getAll>[number];
type PopupRow = ReturnType<typeof db.customerPopup.getAll>[number];
type BlockRow = ReturnType<typeof db.contentBlock.getAll>[number];
type Targeted = AlertRow | PopupRow;

export const AUDIENCES = ['everybody', 'server-type', 'node', 'trial', 'resellers', 'users'] as const;
export const ALERT_LEVELS = ['info', 'success', 'warning', 'danger'] as const;
export const POPUP_TYPES = ['info', 'success', 'warning', 'error'] as const;
export const BLOCK_PAGES = ['dashboard', 'shop', 'support', 'community-center', 'request-lounge', 'status', 'billing'] as const;
const STATES = ['live', 'scheduled', 'expired', 'inactive'] as const;

/** Where a message stands now: switched off, not started, over, or shown. */
export function stateOf(row: Targeted, at = now()): MessageState {
  if (!row.active) return 'inactive';
  if (row.ends_at && Date.parse(row.ends_at) <= at) return 'expired';
  if (row.starts_at && Date.parse(row.starts_at) > at) return 'scheduled';
  return 'live';
}

function targetingOf(row: Targeted) {
  const node = row.node_id === null ? null : findNode(row.node_id);
  return {
    audience: row.audience as Schemas['AdminMessageAudience'],
    server_type: (row.server_type as Schemas['ServerType'] | null) ?? null,
    node: node ? { id: node.id, name: node.alias } : null,
    users: row.user_ids.flatMap((id) => {
      const user = findUser(id);
      return user ? [{ id: user.id, name: user.name, email: user.email }] : [];
    }),
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    active: row.active,
    state: stateOf(row),
    created_at: row.created_at,
  };
}

export function toAdminAlert(row: AlertRow): Schemas['AdminAlert'] {
  return {
    id: row.id,
    text: row.text,
    level: row.level as Schemas['AlertLevel'],
    link_url: row.link_url,
    link_text: row.link_text,
    dismissible: row.dismissible,
    dismissed_count: row.dismissed_by.length,
    ...targetingOf(row),
  };
}

export function toAdminPopup(row: PopupRow): Schemas['AdminPopup'] {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    type: row.type as Schemas['PopupType'],
    confirm_read: row.confirm_read,
    seen_count: row.seen_by.length,
    ...targetingOf(row),
  };
}

export function toAdminBlock(row: BlockRow): Schemas['AdminContentBlock'] {
  return { id: row.id, name: row.name, page: row.page as Schemas['CustomerPageKey'], html: row.html, active: row.active, updated_at: row.updated_at };
}

function emailsOf(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : [];
}

const isDate = (value: unknown): boolean => typeof value === 'string' && !Number.isNaN(Date.parse(value));

const targetingRules: Record<string, RuleSpec> = {
  audience: ['required', `in:${AUDIENCES.join(',')}`],
  starts_at: ['nullable', (value) => (isDate(value) ? null : 'The start is not a valid date.')],
  ends_at: [
    'nullable',
    (value) => (isDate(value) ? null : 'The end is not a valid date.'),
    (value, _attribute, input) =>
      isDate(input.starts_at) && isDate(value) && Date.parse(String(value)) <= Date.parse(String(input.starts_at)) ? 'The end must be after the start.' : null,
  ],
  active: ['required', 'boolean'],
};

/** The targeting's own conditions: the field the audience needs, and users that exist. */
function validateTargeting(body: Input, rules: Record<string, RuleSpec>): void {
  const audience = body.audience;
  const unknownEmails: CustomRule = (value) => {
    const unknown = emailsOf(value).filter((email) => !findUserByEmail(email));
    return unknown.length ? `No customer has the e-mail address ${unknown.join(', ')}.` : null;
  };
  const nodeExists: CustomRule = (value) => (findNode(Number(value)) ? null : 'The selected node does not exist.');
  validate(body, {
    ...rules,
    ...targetingRules,
    server_type: audience === 'server-type' ? ['required', 'in:plex,emby,jellyfin'] : ['nullable'],
    node_id: audience === 'node' ? ['required', 'integer', nodeExists] : ['nullable'],
    user_emails: audience === 'users' ? ['required', 'string', unknownEmails] : ['nullable'],
  });
}

function targetingValues(body: Input) {
  const audience = str(body.audience);
  return {
    audience,
    server_type: audience === 'server-type' ? str(body.server_type) : null,
    node_id: audience === 'node' ? Number(body.node_id) : null,
    user_ids: audience === 'users' ? [...new Set(emailsOf(body.user_emails).map((email) => findUserByEmail(email)!.id))] : [],
    starts_at: isDate(body.starts_at) ? new Date(String(body.starts_at)).toISOString() : null,
    ends_at: isDate(body.ends_at) ? new Date(String(body.ends_at)).toISOString() : null,
    active: bool(body.active),
  };
}

const alertRules: Record<string, RuleSpec> = {
  text: ['required', 'string', 'max:500'],
  level: ['required', `in:${ALERT_LEVELS.join(',')}`],
  link_url: ['nullable', 'string', 'max:500', (value) => (typeof value === 'string' && (value.startsWith('/') || /^https?:\/\//.test(value)) ? null : 'The link must start with / or https://.')],
  link_text: ['nullable', 'string', 'max:100'],
  dismissible: ['required', 'boolean'],
};

function alertValues(body: Input) {
  return {
    text: str(body.text),
    level: str(body.level),
    link_url: optionalStr(body.link_url),
    link_text: optionalStr(body.link_url) ? optionalStr(body.link_text) : null,
    dismissible: bool(body.dismissible),
    ...targetingValues(body),
  };
}

const popupRules: Record<string, RuleSpec> = {
  title: ['required', 'string', 'max:150'],
  body: ['required', 'string', 'max:20000'],
  type: ['required', `in:${POPUP_TYPES.join(',')}`],
  confirm_read: ['required', 'boolean'],
};

function popupValues(body: Input) {
  return { title: str(body.title), body: str(body.body), type: str(body.type), confirm_read: bool(body.confirm_read), ...targetingValues(body) };
}

function blockRules(id: number | null): Record<string, RuleSpec> {
  const unique: CustomRule = (value) =>
    db.contentBlock.getAll().some((row) => row.id !== id && row.name.toLowerCase() === String(value).toLowerCase()) ? 'The name has already been taken.' : null;
  return {
    name: ['required', 'string', 'max:100', unique],
    page: ['required', `in:${BLOCK_PAGES.join(',')}`],
    html: ['required', 'string', 'max:20000'],
    active: ['required', 'boolean'],
  };
}

interface ListOptions<Row> {
  search: (row: Row) => string;
  sortColumns: readonly string[];
  defaultSort: (a: Row, b: Row) => number;
  sortBy: (column: string) => (a: Row, b: Row) => number;
  filter?: (row: Row) => boolean;
}

/** A page of rows, the way every admin list answers. */
function page<Row, Out>(url: URL, rows: Row[], options: ListOptions<Row>, map: (row: Row) => Out) {
  const perPage = intQuery(url, 'perpage', 25, { max: 100 });
  const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const column = url.searchParams.get('sortColumn') ?? '';
  const descending = url.searchParams.get('sortDirection') === 'desc';
  const order = options.sortColumns.includes(column) ? options.sortBy(column) : options.defaultSort;
  const matching = rows
    .filter((row) => (options.filter ? options.filter(row) : true))
    .filter((row) => !search || options.search(row).toLowerCase().includes(search))
    .sort((a, b) => (options.sortColumns.includes(column) && descending ? -order(a, b) : order(a, b)));
  const total = matching.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = intQuery(url, 'page', 1);
  return {
    success: true,
    data: matching.slice((current - 1) * perPage, current * perPage).map(map),
    meta: { current_page: current, last_page: lastPage, per_page: perPage, total },
  };
}

const byTime = (key: 'created_at' | 'starts_at' | 'ends_at') => (a: Targeted, b: Targeted) => (Date.parse(a[key] ?? '') || 0) - (Date.parse(b[key] ?? '') || 0);
const newestFirst = (a: Targeted, b: Targeted) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

function stateFilter(url: URL): ((row: Targeted) => boolean) | undefined {
  const state = STATES.find((candidate) => candidate === url.searchParams.get('state'));
  return state ? (row) => stateOf(row) === state : undefined;
}

function alertOrFail(params: Record<string, string>): AlertRow {
  const row = db.customerAlert.findFirst({ where: { id: { equals: intParam(params, 'id') } } });
  if (!row) throw notFound('Alert not found.');
  return row;
}

function popupOrFail(params: Record<string, string>): PopupRow {
  const row = db.customerPopup.findFirst({ where: { id: { equals: intParam(params, 'id') } } });
  if (!row) throw notFound('Popup not found.');
  return row;
}

function blockOrFail(params: Record<string, string>): BlockRow {
  const row = db.contentBlock.findFirst({ where: { id: { equals: intParam(params, 'id') } } });
  if (!row) throw notFound('Block not found.');
  return row;
}

/** The newest e-mail sent to customers (test sends to the admin alone are not sent to customers). */
function lastEmail(): Schemas['AdminUserInteractionOverview']['last_email'] {
  const sent = db.sentEmail
    .getAll()
    .filter((row) => !row.test)
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at))[0];
  return sent ? { subject: sent.subject, sent_at: sent.sent_at, recipients: sent.recipient_count } : null;
}

/** Alerts, popups and dynamic content blocks: what the admin aims at the customers. */
export const adminUserInteractionHandlers = [
  route('get', '/api/admin/user-interaction')(({ request }) => {
    requireAdmin(request);
    const alerts = db.customerAlert.getAll().sort(newestFirst);
    const popups = db.customerPopup.getAll().sort(newestFirst);
    const announcement = db.announcement
      .getAll()
      .filter((row) => announcementStatus(row) === 'live')
      .map((row) => ({ row, from: shownFrom(row) }))
      .sort((a, b) => b.from.localeCompare(a.from) || b.row.id - a.row.id)[0]?.row;
    return {
      success: true,
      data: {
        alerts: alerts.filter((row) => stateOf(row) === 'live').map(toAdminAlert),
        popups: popups.filter((row) => stateOf(row) === 'live').map(toAdminPopup),
        blocks: db.contentBlock
          .getAll()
          .filter((row) => row.active)
          .sort((a, b) => a.page.localeCompare(b.page) || a.name.localeCompare(b.name))
          .map(toAdminBlock),
        scheduled_count: [...alerts, ...popups].filter((row) => stateOf(row) === 'scheduled').length,
        announcement: announcement ? { id: announcement.id, header: announcement.header, created_at: announcement.created_at } : null,
        last_email: lastEmail(),
      },
    };
  }),

  route('get', '/api/admin/user-interaction/alerts')(({ request, url }) => {
    requireAdmin(request);
    return page(
      url,
      db.customerAlert.getAll(),
      { search: (row) => row.text, sortColumns: ['created_at', 'starts_at', 'ends_at'], defaultSort: newestFirst, sortBy: (column) => byTime(column as 'created_at'), filter: stateFilter(url) },
      toAdminAlert,
    );
  }),

  route('post', '/api/admin/user-interaction/alerts')(({ request, body }) => {
    requireAdmin(request);
    validateTargeting(body, alertRules);
    const row = db.customerAlert.create({ id: nextId('customerAlert'), ...alertValues(body), dismissed_by: [], created_at: isoNow() });
    return { success: true, message: 'The alert has been created', data: toAdminAlert(row) };
  }),

  route('get', '/api/admin/user-interaction/alerts/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toAdminAlert(alertOrFail(params)) };
  }),

  route('post', '/api/admin/user-interaction/alerts/{id}/update')(({ request, params, body }) => {
    requireAdmin(request);
    const current = alertOrFail(params);
    validateTargeting(body, alertRules);
    const row = db.customerAlert.update({ where: { id: { equals: current.id } }, data: alertValues(body) })!;
    return { success: true, message: 'The alert has been updated', data: toAdminAlert(row) };
  }),

  route('delete', '/api/admin/user-interaction/alerts/{id}')(({ request, params }) => {
    requireAdmin(request);
    const row = alertOrFail(params);
    db.customerAlert.delete({ where: { id: { equals: row.id } } });
    return { success: true, message: 'The alert has been deleted' };
  }),

  route('get', '/api/admin/user-interaction/popups')(({ request, url }) => {
    requireAdmin(request);
    return page(
      url,
      db.customerPopup.getAll(),
      { search: (row) => row.title, sortColumns: ['created_at', 'starts_at', 'ends_at'], defaultSort: newestFirst, sortBy: (column) => byTime(column as 'created_at'), filter: stateFilter(url) },
      toAdminPopup,
    );
  }),

  route('post', '/api/admin/user-interaction/popups')(({ request, body }) => {
    requireAdmin(request);
    validateTargeting(body, popupRules);
    const row = db.customerPopup.create({ id: nextId('customerPopup'), ...popupValues(body), seen_by: [], created_at: isoNow() });
    return { success: true, message: 'The popup has been created', data: toAdminPopup(row) };
  }),

  route('get', '/api/admin/user-interaction/popups/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toAdminPopup(popupOrFail(params)) };
  }),

  route('post', '/api/admin/user-interaction/popups/{id}/update')(({ request, params, body }) => {
    requireAdmin(request);
    const current = popupOrFail(params);
    validateTargeting(body, popupRules);
    const row = db.customerPopup.update({ where: { id: { equals: current.id } }, data: popupValues(body) })!;
    return { success: true, message: 'The popup has been updated', data: toAdminPopup(row) };
  }),

  route('delete', '/api/admin/user-interaction/popups/{id}')(({ request, params }) => {
    requireAdmin(request);
    const row = popupOrFail(params);
    db.customerPopup.delete({ where: { id: { equals: row.id } } });
    return { success: true, message: 'The popup has been deleted' };
  }),

  route('get', '/api/admin/user-interaction/blocks')(({ request, url }) => {
    requireAdmin(request);
    const pageKey = url.searchParams.get('page_key');
    const byName = (a: BlockRow, b: BlockRow) => a.name.localeCompare(b.name);
    return page(
      url,
      db.contentBlock.getAll(),
      {
        search: (row) => row.name,
        sortColumns: ['name', 'page', 'updated_at'],
        defaultSort: (a, b) => a.page.localeCompare(b.page) || byName(a, b),
        sortBy: (column) => (column === 'name' ? byName : column === 'page' ? (a, b) => a.page.localeCompare(b.page) || byName(a, b) : (a, b) => a.updated_at.localeCompare(b.updated_at)),
        filter: pageKey ? (row) => row.page === pageKey : undefined,
      },
      toAdminBlock,
    );
  }),

  route('post', '/api/admin/user-interaction/blocks')(({ request, body }) => {
    requireAdmin(request);
    validate(body, blockRules(null));
    const row = db.contentBlock.create({ id: nextId('contentBlock'), name: str(body.name), page: str(body.page), html: str(body.html), active: bool(body.active), updated_at: isoNow() });
    return { success: true, message: 'The block has been created', data: toAdminBlock(row) };
  }),

  route('get', '/api/admin/user-interaction/blocks/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toAdminBlock(blockOrFail(params)) };
  }),

  route('post', '/api/admin/user-interaction/blocks/{id}/update')(({ request, params, body }) => {
    requireAdmin(request);
    const current = blockOrFail(params);
    validate(body, blockRules(current.id));
    const row = db.contentBlock.update({
      where: { id: { equals: current.id } },
      data: { name: str(body.name), page: str(body.page), html: str(body.html), active: bool(body.active), updated_at: isoNow() },
    })!;
    return { success: true, message: 'The block has been updated', data: toAdminBlock(row) };
  }),

  route('delete', '/api/admin/user-interaction/blocks/{id}')(({ request, params }) => {
    requireAdmin(request);
    const row = blockOrFail(params);
    db.contentBlock.delete({ where: { id: { equals: row.id } } });
    return { success: true, message: 'The block has been deleted' };
  }),
];
