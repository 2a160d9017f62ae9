import type { components } from '@portal/api-client';
import { db, type AnnouncementRow, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { announcementStatus, scheduleOf, shownFrom, type AnnouncementStatus } from '#db/messaging/announcements.ts';
import { isoNow, now } from '#lib/clock.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, intQuery, route } from '#lib/route.ts';
import { bool, optionalStr, str, validate, type CustomRule, type Input } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { findNode } from '#model/nodes.ts';

type AdminAnnouncement = components['schemas']['AdminAnnouncement'];
type AdminSentEmail = components['schemas']['AdminSentEmail'];

const SIZES = ['sm', 'md', 'lg', 'xl'] as const;
const STATUSES: readonly AnnouncementStatus[] = ['live', 'scheduled', 'past', 'draft'];
const GROUPS = ['everybody', 'server-type', 'node', 'trial', 'resellers', 'users'] as const;
type Group = (typeof GROUPS)[number];
const SERVER_TYPES = ['plex', 'emby', 'jellyfin'] as const;

/** Staff are never an audience: customers are everyone who is neither admin nor moderator. */
const isCustomer = (user: UserRow) => !user.admin && !user.is_moderator;

function paged<T>(url: URL, rows: T[], perPageDefault: number) {
  const perPage = intQuery(url, 'perpage', perPageDefault, { max: 100 });
  const total = rows.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = intQuery(url, 'page', 1);
  return { rows: rows.slice((page - 1) * perPage, page * perPage), meta: { current_page: page, last_page: lastPage, per_page: perPage, total } };
}

// ---------------------------------------------------------------- announcements

function toAdminAnnouncement(row: AnnouncementRow): AdminAnnouncement {
  const schedule = scheduleOf(row.id);
  const size = SIZES.find((candidate) => candidate === row.size) ?? 'md';
  return {
    id: row.id,
    header: row.header,
    content: row.content,
    size,
    published: row.active,
    status: announcementStatus(row),
    starts_at: schedule?.starts_at ?? null,
    ends_at: schedule?.ends_at ?? null,
    published_at: row.active ? (schedule?.published_at ?? row.created_at) : null,
    created_at: row.created_at,
    updated_at: schedule?.updated_at || row.created_at,
    read_count: readersOf(row.id),
    customer_count: db.user.getAll().filter(isCustomer).length,
  };
}

/** How many customers marked it read; staff who did are not counted. */
function readersOf(id: number): number {
  const customers = new Set(db.user.getAll().filter(isCustomer).map((user) => user.id));
  return db.announcementRead.getAll().filter((read) => read.announcement_id === id && customers.has(read.user_id)).length;
}

function announcementOrFail(id: number): AnnouncementRow {
  const row = db.announcement.findFirst({ where: { id: { equals: id } } });
  if (!row) throw notFound('Announcement not found.');
  return row;
}

const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
const dateRule: CustomRule = (value, attribute) => (isDate(value) ? null : `The ${attribute.replace(/_/g, ' ')} field must be a valid date.`);

/** The announcement's fields, validated as Laravel would; the end must follow the start and, when published, now. */
function announcementInput(body: Input) {
  validate(body, {
    header: 'required|string|max:150',
    content: 'required|string|max:20000',
    size: `required|in:${SIZES.join(',')}`,
    published: 'required|boolean',
    starts_at: ['nullable', dateRule],
    ends_at: ['nullable', dateRule],
  });
  const startsAt = optionalStr(body.starts_at);
  const endsAt = optionalStr(body.ends_at);
  const published = bool(body.published);
  if (endsAt && startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    throw validationFailed({ ends_at: ['The end must be after the start.'] });
  }
  if (endsAt && published && Date.parse(endsAt) <= now()) {
    throw validationFailed({ ends_at: ['The end must be in the future for a published announcement.'] });
  }
  return {
    header: str(body.header),
    content: str(body.content),
    size: str(body.size),
    published,
    starts_at: startsAt ? new Date(startsAt).toISOString() : null,
    ends_at: endsAt ? new Date(endsAt).toISOString() : null,
  };
}

function saveSchedule(id: number, fields: { starts_at: string | null; ends_at: string | null; published: boolean }, wasPublished: boolean) {
  const existing = scheduleOf(id);
  const stamp = isoNow();
  const publishedAt = fields.published ? (wasPublished ? (existing?.published_at ?? stamp) : stamp) : null;
  if (existing) {
    db.announcementSchedule.update({
      where: { id: { equals: id } },
      data: { starts_at: fields.starts_at, ends_at: fields.ends_at, published_at: publishedAt, updated_at: stamp },
    });
  } else {
    db.announcementSchedule.create({ id, starts_at: fields.starts_at, ends_at: fields.ends_at, published_at: publishedAt, updated_at: stamp });
  }
}

function setPublished(row: AnnouncementRow, published: boolean): AnnouncementRow {
  const schedule = scheduleOf(row.id);
  const updated = db.announcement.update({ where: { id: { equals: row.id } }, data: { active: published } }) ?? row;
  saveSchedule(row.id, { starts_at: schedule?.starts_at ?? null, ends_at: published && schedule?.ends_at && Date.parse(schedule.ends_at) <= now() ? null : (schedule?.ends_at ?? null), published }, row.active && published);
  return updated;
}

const ANNOUNCEMENT_SORTS = ['created_at', 'header', 'starts_at'] as const;

// ---------------------------------------------------------------- e-mails

interface Audience {
  group: Group;
  server_type: string | null;
  node_id: number | null;
  emails: string[];
}

function audienceInput(body: Input): Audience {
  validate(body, {
    group: `required|in:${GROUPS.join(',')}`,
    server_type: body.group === 'server-type' ? `required|in:${SERVER_TYPES.join(',')}` : 'nullable',
    node_id: body.group === 'node' ? 'required|integer' : 'nullable',
    emails: body.group === 'users' ? 'required|array|max:500' : 'nullable',
    ...(body.group === 'users' ? { 'emails.*': 'required|email' } : {}),
  });
  const group = str(body.group) as Group;
  const audience: Audience = {
    group,
    server_type: group === 'server-type' ? str(body.server_type) : null,
    node_id: group === 'node' ? Number(body.node_id) : null,
    emails: group === 'users' && Array.isArray(body.emails) ? [...new Set(body.emails.map((email) => str(email).trim().toLowerCase()))] : [],
  };
  if (audience.node_id !== null && !findNode(audience.node_id)) throw validationFailed({ node_id: ['The selected node is invalid.'] });
  if (group === 'users') {
    const known = new Set(db.user.getAll().filter(isCustomer).map((user) => user.email.toLowerCase()));
    const unknown = audience.emails.filter((email) => !known.has(email));
    if (unknown.length) throw validationFailed({ emails: [`No customer has the address ${unknown.join(', ')}.`] });
  }
  return audience;
}

function recipientsOf(audience: Audience): UserRow[] {
  const customers = db.user.getAll().filter(isCustomer);
  const servers = db.server.getAll();
  const owners = (match: (server: (typeof servers)[number]) => boolean) => new Set(servers.filter(match).map((server) => server.user_id));
  switch (audience.group) {
    case 'everybody':
      return customers;
    case 'server-type': {
      const ids = owners((server) => server.type === audience.server_type);
      return customers.filter((user) => ids.has(user.id));
    }
    case 'node': {
      const ids = owners((server) => server.node_id === audience.node_id);
      return customers.filter((user) => ids.has(user.id));
    }
    case 'trial':
      return customers.filter((user) => user.is_trial);
    case 'resellers':
      return customers.filter((user) => user.is_reseller || user.reseller_node !== null);
    case 'users':
      return customers.filter((user) => audience.emails.includes(user.email.toLowerCase()));
  }
}

function toSentEmail(row: ReturnType<typeof db.sentEmail.getAll>[number]): AdminSentEmail {
  const node = row.node_id === null ? null : findNode(row.node_id);
  const sender = row.sent_by === null ? null : db.user.findFirst({ where: { id: { equals: row.sent_by } } });
  const group = GROUPS.find((candidate) => candidate === row.group) ?? 'everybody';
  const serverType = SERVER_TYPES.find((candidate) => candidate === row.server_type) ?? null;
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    group,
    server_type: serverType,
    node: node ? { id: node.id, name: node.alias } : row.node_id === null ? null : { id: row.node_id, name: `#${row.node_id}` },
    recipient_count: row.recipient_count,
    sent_at: row.sent_at,
    sent_by: sender ? { id: sender.id, name: sender.name } : null,
  };
}

const EMAIL_SORTS = ['sent_at', 'subject', 'recipient_count'] as const;

function messageInput(body: Input) {
  validate(body, { subject: 'required|string|max:200', body: 'required|string|max:100000' });
  return { subject: str(body.subject), body: str(body.body) };
}

export const adminMessagingHandlers = [
  route('get', '/api/admin/user-interaction/announcements')(({ request, url }) => {
    requireAdmin(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const status = STATUSES.find((candidate) => candidate === url.searchParams.get('status'));
    const column = ANNOUNCEMENT_SORTS.find((candidate) => candidate === url.searchParams.get('sortColumn')) ?? 'created_at';
    const direction = url.searchParams.get('sortDirection') === 'asc' ? 1 : -1;
    const key = (row: AnnouncementRow) => (column === 'header' ? row.header.toLowerCase() : column === 'starts_at' ? shownFrom(row) : row.created_at);
    const rows = db.announcement
      .getAll()
      .filter((row) => !search || row.header.toLowerCase().includes(search))
      .filter((row) => !status || announcementStatus(row) === status)
      .sort((a, b) => direction * (key(a).localeCompare(key(b)) || a.id - b.id));
    const { rows: page, meta } = paged(url, rows, 10);
    return { success: true, data: page.map(toAdminAnnouncement), meta };
  }),

  route('post', '/api/admin/user-interaction/announcements')(({ request, body }) => {
    requireAdmin(request);
    const fields = announcementInput(body);
    const id = nextId('announcement');
    const row = db.announcement.create({ id, header: fields.header, content: fields.content, size: fields.size, active: fields.published, created_at: isoNow() });
    saveSchedule(id, fields, false);
    return { success: true, message: fields.published ? 'The announcement has been published' : 'The announcement has been saved', data: toAdminAnnouncement(row) };
  }),

  route('get', '/api/admin/user-interaction/announcements/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toAdminAnnouncement(announcementOrFail(intParam(params, 'id'))) };
  }),

  route('put', '/api/admin/user-interaction/announcements/{id}')(({ request, params, body }) => {
    requireAdmin(request);
    const row = announcementOrFail(intParam(params, 'id'));
    const fields = announcementInput(body);
    const updated =
      db.announcement.update({
        where: { id: { equals: row.id } },
        data: { header: fields.header, content: fields.content, size: fields.size, active: fields.published },
      }) ?? row;
    saveSchedule(row.id, fields, row.active);
    return { success: true, message: 'The announcement has been updated', data: toAdminAnnouncement(updated) };
  }),

  route('delete', '/api/admin/user-interaction/announcements/{id}')(({ request, params }) => {
    requireAdmin(request);
    const row = announcementOrFail(intParam(params, 'id'));
    db.announcementRead.deleteMany({ where: { announcement_id: { equals: row.id } } });
    db.announcementSchedule.deleteMany({ where: { id: { equals: row.id } } });
    db.announcement.delete({ where: { id: { equals: row.id } } });
    return { success: true, message: 'The announcement has been deleted' };
  }),

  route('post', '/api/admin/user-interaction/announcements/{id}/publish')(({ request, params }) => {
    requireAdmin(request);
    const row = setPublished(announcementOrFail(intParam(params, 'id')), true);
    return { success: true, message: 'The announcement has been published', data: toAdminAnnouncement(row) };
  }),

  route('post', '/api/admin/user-interaction/announcements/{id}/unpublish')(({ request, params }) => {
    requireAdmin(request);
    const row = setPublished(announcementOrFail(intParam(params, 'id')), false);
    return { success: true, message: 'The announcement has been unpublished', data: toAdminAnnouncement(row) };
  }),

  route('get', '/api/admin/user-interaction/emails')(({ request, url }) => {
    requireAdmin(request);
    const search = (url.searchParams.get('search') ?? '').trim().toLowerCase();
    const column = EMAIL_SORTS.find((candidate) => candidate === url.searchParams.get('sortColumn')) ?? 'sent_at';
    const direction = url.searchParams.get('sortDirection') === 'asc' ? 1 : -1;
    const rows = db.sentEmail
      .getAll()
      .filter((row) => !row.test && (!search || row.subject.toLowerCase().includes(search)))
      .sort((a, b) => {
        const order = column === 'recipient_count' ? a.recipient_count - b.recipient_count : String(a[column]).localeCompare(String(b[column]));
        return direction * (order || a.id - b.id);
      });
    const { rows: page, meta } = paged(url, rows, 10);
    return { success: true, data: page.map(toSentEmail), meta };
  }),

  route('post', '/api/admin/user-interaction/emails/recipients')(({ request, body }) => {
    requireAdmin(request);
    const recipients = recipientsOf(audienceInput(body));
    return { success: true, data: { count: recipients.length, sample: recipients.slice(0, 5).map((user) => user.name) } };
  }),

  route('post', '/api/admin/user-interaction/emails/test')(({ request, body }) => {
    const admin = requireAdmin(request);
    const message = messageInput(body);
    db.sentEmail.create({
      id: nextId('sentEmail'),
      ...message,
      group: 'users',
      emails: [admin.email],
      recipient_count: 1,
      sent_by: admin.id,
      test: true,
      sent_at: isoNow(),
    });
    return { success: true, message: `A test e-mail has been sent to ${admin.email}`, data: { email: admin.email } };
  }),

  route('post', '/api/admin/user-interaction/emails')(({ request, body }) => {
    const admin = requireAdmin(request);
    const message = messageInput(body);
    const audience = audienceInput(body);
    const recipients = recipientsOf(audience);
    if (recipients.length === 0) throw validationFailed({ group: ['Nobody is in this group: choose another.'] });
    const row = db.sentEmail.create({
      id: nextId('sentEmail'),
      ...message,
      group: audience.group,
      server_type: audience.server_type,
      node_id: audience.node_id,
      emails: audience.emails,
      recipient_count: recipients.length,
      sent_by: admin.id,
      test: false,
      sent_at: isoNow(),
    });
    return {
      success: true,
      message: recipients.length === 1 ? 'The e-mail is on its way to 1 customer' : `The e-mail is on its way to ${recipients.length} customers`,
      data: toSentEmail(row),
    };
  }),
];
