import { http, HttpResponse, type HttpHandler } from 'msw';
import { db, type TicketRow, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { conflict, HttpError, notFound, validationFailed } from '#lib/http-error.ts';
import { answerWithFaults, failureResponse, intParam, intQuery, mswPattern, route, routeTable, type ApiPath, type HttpMethod, type OkBody, type PathsFor } from '#lib/route.ts';
import { normalizeInput, str, validate, type CustomRule, type Input, type RuleSpec } from '#lib/validation.ts';
import { threadFacts, TICKET_PRIORITIES, ticketPriority, toAdminTicketSummary } from '#model/admin-support.ts';
import { requireUser } from '#model/auth.ts';
import { judge, sampleBytes } from '#model/buffering-test.ts';
import { nodeStatus } from '#model/status.ts';
import { findNode } from '#model/nodes.ts';
import {
  addMessage,
  attachmentLimits,
  closeStaleAnsweredTickets,
  departments,
  extensionOf,
  findTicket,
  fromBase64,
  mimeOf,
  ownTicket,
  markRead,
  supportSettings,
  TICKET_STATUSES,
  ticketStatus,
  toSupportTicket,
  toSupportTicketDetail,
  updateTicket,
  type UploadedFile,
} from '#model/support.ts';

interface RawContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
}

function flatParams(params: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') flat[key] = value;
  return flat;
}

/**
 * A call that `route()` cannot answer: a multipart body (files) or a file as the answer. It is
 * registered in the same route table, so the contract test still holds it against the document.
 */
export function rawRoute<M extends HttpMethod, P extends PathsFor<M>>(method: M, path: P) {
  return (resolve: (context: RawContext) => Promise<Response>): HttpHandler => {
    routeTable.push({ method, path: path as ApiPath });
    return http[method](mswPattern(path), async ({ request, params }) => {
      if (!new URL(request.url).pathname.startsWith('/api/')) return undefined;
      return answerWithFaults(
        request,
        async () => (method === 'get' ? {} : (await readForm(request)).input),
        async () => {
          try {
            return await resolve({ request, url: new URL(request.url), params: flatParams(params) });
          } catch (error) {
            if (error instanceof HttpError) return failureResponse(error);
            throw error;
          }
        },
      );
    });
  };
}

function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value;
}

/** The text fields as Laravel's middleware leaves them, and the `attachments[]` parts. */
async function readForm(request: Request): Promise<{ input: Input; files: unknown[] }> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return { input: {}, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: unknown[] = [];
  // forEach, not entries(): it type-checks without the DOM.Iterable lib, which not every including tsconfig has.
  form.forEach((value, name) => {
    if (name === 'attachments[]' || name === 'attachments') files.push(value);
    else fields[name] = value;
  });
  return { input: normalizeInput(fields), files };
}

function megabytes(bytes: number): string {
  return `${bytes / (1024 * 1024)} MB`;
}

/** Laravel's `array|max:5` and `file|max:5120|mimes:…` on `attachments.*`, with the file's name in the message. */
async function readAttachments(parts: unknown[]): Promise<{ files: UploadedFile[]; errors: Record<string, string[]> }> {
  const errors: Record<string, string[]> = {};
  const limits = attachmentLimits();
  if (parts.length > limits.files) errors.attachments = [`The attachments field must not have more than ${limits.files} items.`];
  const files: UploadedFile[] = [];
  for (const [index, part] of parts.entries()) {
    const key = `attachments.${index}`;
    if (!isFile(part)) {
      errors[key] = [`The ${key} field must be a file.`];
      continue;
    }
    const messages: string[] = [];
    if (part.size > limits.bytes) messages.push(`The file ${part.name} must not be greater than ${megabytes(limits.bytes)}.`);
    if (!limits.extensions.includes(extensionOf(part.name))) messages.push(`The file ${part.name} must be a file of type: ${limits.extensions.join(', ')}.`);
    if (messages.length) errors[key] = messages;
    else files.push({ name: part.name, mime: mimeOf(part.name), bytes: new Uint8Array(await part.arrayBuffer()) });
  }
  return { files, errors };
}

function collect(run: () => void): Record<string, string[]> {
  try {
    run();
    return {};
  } catch (error) {
    if (error instanceof HttpError && error.status === 422 && error.body.errors) return error.body.errors;
    throw error;
  }
}

/** A server id that must be one of the user's, as Laravel's `exists` rule scoped to the user says it. */
function ownServerRule(user: UserRow): CustomRule {
  return (value, attribute) => {
    const id = Number(value);
    const owned = db.server.getAll().some((server) => server.id === id && server.user_id === user.id);
    return owned ? null : `The selected ${attribute.replace(/_/g, ' ')} is invalid.`;
  };
}

export const MESSAGE_RULES = 'required|string|max:10000';

/** Validation of a multipart call: text rules and file rules together, as one 422. */
export async function validateWithFiles(input: Input, rules: Parameters<typeof validate>[1], parts: unknown[]): Promise<UploadedFile[]> {
  const fieldErrors = collect(() => validate(input, rules));
  const { files, errors } = await readAttachments(parts);
  const all = { ...fieldErrors, ...errors };
  if (Object.keys(all).length) throw validationFailed(all);
  return files;
}

/** A staff member's reply (an admin's or a moderator's): refused on a closed ticket, checked, then added as text. */
export async function addStaffReply(ticket: TicketRow, author: UserRow, input: Input, parts: unknown[]): Promise<{ ticket: TicketRow; message: string }> {
  if (ticketStatus(ticket) === 'closed') throw conflict('This ticket is closed. Reopen it to reply.');
  const files = await validateWithFiles(input, { message: MESSAGE_RULES }, parts);
  addMessage(ticket, author, str(input.message), files, { staff: true, format: 'text' });
  return { ticket: changedByStaff(ticket, { status: 'answered' }), message: 'Your reply has been sent to the customer.' };
}

/** Closing a closed ticket or reopening an open one is refused, for the customer and the staff alike. */
function statusChange(ticket: TicketRow, status: 'closed' | 'open'): string {
  if (status === 'closed') {
    if (ticketStatus(ticket) === 'closed') throw conflict('This ticket is closed already.');
    return 'The ticket has been closed.';
  }
  if (ticketStatus(ticket) !== 'closed') throw conflict('This ticket is open already.');
  return 'The ticket has been reopened.';
}

/** A change the staff made means they have read the ticket (the caller tells the staff's pages the new count). */
function changedByStaff(ticket: TicketRow, data: Partial<Omit<TicketRow, 'id'>>): TicketRow {
  const at = isoNow();
  return updateTicket(ticket.id, { updated_at: at, staff_read_at: at, ...data });
}

/** An admin or a moderator closes or reopens a ticket. */
export function setStatusByStaff(ticket: TicketRow, status: 'closed' | 'open'): { ticket: TicketRow; message: string } {
  const message = statusChange(ticket, status);
  return { ticket: changedByStaff(ticket, { status }), message };
}

/** Any ticket by its number, for the staff. */
export function ticketOrFail(id: number): TicketRow {
  const ticket = findTicket(id);
  if (!ticket) throw notFound('Ticket not found.');
  return ticket;
}

/** A file of the ticket, as a download under its own name. */
export function attachmentResponse(ticket: TicketRow, params: Record<string, string>): Response {
  const row = db.ticketAttachment.findFirst({ where: { id: { equals: intParam(params, 'attachment') } } });
  if (!row || row.ticket_id !== ticket.id) throw notFound('Attachment not found.');
  const bytes = fromBase64(row.content);
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'Content-Type': row.mime,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${row.name.replace(/["\\\r\n]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

const STAFF_SORTABLE = ['updated_at', 'created_at', 'id', 'subject', 'status', 'priority', 'customer'] as const;
type StaffSortColumn = (typeof STAFF_SORTABLE)[number];

/** The order of a column; ties go to the most recently updated, then the highest number. */
function staffOrder(column: StaffSortColumn, direction: 1 | -1, customers: Map<number, string>) {
  const value = (row: TicketRow): string | number => {
    if (column === 'id') return row.id;
    if (column === 'priority') return TICKET_PRIORITIES.indexOf(ticketPriority(row));
    if (column === 'status') return ticketStatus(row);
    if (column === 'customer') return customers.get(row.user_id) ?? '';
    return row[column];
  };
  return (a: TicketRow, b: TicketRow): number => {
    const left = value(a);
    const right = value(b);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
    return direction * order || b.updated_at.localeCompare(a.updated_at) || b.id - a.id;
  };
}

/** The search box: a ticket number (`1045`, `#1045`), words of the subject, the customer's name or address. */
function matchesSearch(ticket: TicketRow, search: string, customer: { name: string; email: string } | undefined): boolean {
  if (!search) return true;
  const number = /^#?(\d+)$/.exec(search)?.[1];
  if (number !== undefined && String(ticket.id) === number) return true;
  return [ticket.subject, customer?.name ?? '', customer?.email ?? ''].some((text) => text.toLowerCase().includes(search));
}

/** An area's own filters of the staff's list: their rules, and whether a ticket passes them. */
interface StaffFilters<Name extends string> {
  rules: Record<Name, RuleSpec>;
  keep: (ticket: TicketRow, values: Record<Name, string | null>, facts: ReturnType<typeof threadFacts>) => boolean;
}

/**
 * A page of every customer's tickets, as the admin's and the moderator's lists ask for it: status,
 * priority and the area's own filters, a search, an order (`sortColumn`, `sortDirection`) and a page.
 */
export function staffTicketPage<Name extends string>(url: URL, own: StaffFilters<Name>) {
  closeStaleAnsweredTickets();
  const query = url.searchParams;
  const values = Object.fromEntries(Object.keys(own.rules).map((name) => [name, query.get(name) || null])) as Record<Name, string | null>;
  const filters = { status: query.get('status') || null, priority: query.get('priority') || null, ...values, sortDirection: query.get('sortDirection') || null };
  validate(filters, {
    status: `nullable|in:${TICKET_STATUSES.join(',')}`,
    priority: `nullable|in:${TICKET_PRIORITIES.join(',')}`,
    ...own.rules,
    sortDirection: 'nullable|in:asc,desc',
  });
  const perPage = intQuery(url, 'perpage', 25, { max: 100 });
  const column = STAFF_SORTABLE.find((candidate) => candidate === query.get('sortColumn')) ?? 'updated_at';
  const direction = filters.sortDirection === 'asc' ? 1 : filters.sortDirection === 'desc' ? -1 : column === 'updated_at' ? -1 : 1;
  const search = (query.get('search') ?? '').trim().toLowerCase();
  const users = new Map(db.user.getAll().map((user) => [user.id, user]));
  const facts = threadFacts();
  const matches = db.ticket
    .getAll()
    .filter(
      (ticket) =>
        (!filters.status || ticketStatus(ticket) === filters.status) &&
        (!filters.priority || ticketPriority(ticket) === filters.priority) &&
        own.keep(ticket, values, facts) &&
        matchesSearch(ticket, search, users.get(ticket.user_id)),
    )
    .sort(staffOrder(column, direction, new Map([...users].map(([id, user]) => [id, user.name]))));
  const total = matches.length;
  const page = intQuery(url, 'page', 1);
  return {
    success: true as const,
    data: matches.slice((page - 1) * perPage, page * perPage).map((ticket) => toAdminTicketSummary(ticket, facts)),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total },
  };
}

/** A multipart call answering the document's JSON body; async, since reading the files is. */
export function asyncFormRoute<P extends PathsFor<'post'>>(path: P) {
  return (resolve: (context: RawContext & { input: Input; files: unknown[] }) => Promise<OkBody<P, 'post'>>): HttpHandler =>
    rawRoute('post', path)(async (context) => {
      const { input, files } = await readForm(context.request);
      return HttpResponse.json((await resolve({ ...context, input, files })) as Record<string, unknown>);
    });
}

export const supportHandlers = [
  route('get', '/api/customer/support/departments')(({ request }) => {
    requireUser(request);
    const desk = supportSettings();
    const limits = attachmentLimits();
    return {
      success: true,
      data: departments(),
      attachments: { max_files: limits.files, max_file_bytes: limits.bytes, extensions: [...limits.extensions] },
      office_hours: desk.office_hours,
    };
  }),

  route('get', '/api/customer/support/tickets')(({ request, url }) => {
    const user = requireUser(request);
    closeStaleAnsweredTickets();
    const status = url.searchParams.get('status');
    validate({ status: status === '' ? null : status }, { status: 'nullable|in:open,closed' });
    const perPage = intQuery(url, 'perpage', 10, { max: 50 });
    const mine = db.ticket
      .getAll()
      .filter((ticket) => ticket.user_id === user.id)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
    const closed = mine.filter((ticket) => ticketStatus(ticket) === 'closed');
    const listed = status === 'closed' ? closed : status === 'open' ? mine.filter((ticket) => ticketStatus(ticket) !== 'closed') : mine;
    const total = listed.length;
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = intQuery(url, 'page', 1);
    return {
      success: true,
      data: listed.slice((page - 1) * perPage, page * perPage).map(toSupportTicket),
      meta: { current_page: page, last_page: lastPage, per_page: perPage, total },
      counts: { open: mine.length - closed.length, closed: closed.length, unread: mine.filter((ticket) => toSupportTicket(ticket).unread_replies > 0).length },
    };
  }),

  asyncFormRoute('/api/customer/support/tickets')(async ({ request, input, files: parts }) => {
    const user = requireUser(request);
    const files = await validateWithFiles(
      input,
      {
        subject: 'required|string|max:120',
        department: `required|string|in:${departments()
          .map((department) => department.name)
          .join(',')}`,
        server_id: ['nullable', 'integer', ownServerRule(user)],
        message: MESSAGE_RULES,
      },
      parts,
    );
    const at = isoNow();
    const ticket = db.ticket.create({
      id: nextId('ticket'),
      user_id: user.id,
      subject: str(input.subject),
      department: str(input.department),
      status: 'open',
      priority: supportSettings().default_priority,
      server_id: input.server_id === null || input.server_id === undefined ? null : Number(input.server_id),
      created_at: at,
      updated_at: at,
      customer_read_at: at,
    });
    addMessage(ticket, user, str(input.message), files, { at });
    const desk = supportSettings();
    const reply = desk.auto_reply_enabled && desk.auto_reply_text ? desk.auto_reply_text : 'We usually answer within a few hours.';
    return { success: true, message: `Ticket #${ticket.id} is open. ${reply}`, data: toSupportTicketDetail(ticket, user) };
  }),

  route('get', '/api/customer/support/tickets/{id}')(({ request, params }) => {
    const user = requireUser(request);
    closeStaleAnsweredTickets();
    const ticket = ownTicket(user, intParam(params, 'id'));
    // The answer carries what was unread; from now on it is read.
    const detail = toSupportTicketDetail(ticket, user);
    markRead(ticket);
    return { success: true, data: detail };
  }),

  asyncFormRoute('/api/customer/support/tickets/{id}/replies')(async ({ request, params, input, files: parts }) => {
    const user = requireUser(request);
    const ticket = ownTicket(user, intParam(params, 'id'));
    if (ticketStatus(ticket) === 'closed') throw conflict('This ticket is closed. Reopen it to reply.');
    const files = await validateWithFiles(input, { message: MESSAGE_RULES }, parts);
    const at = isoNow();
    addMessage(ticket, user, str(input.message), files, { at });
    const updated = updateTicket(ticket.id, { status: 'customer-reply', updated_at: at, customer_read_at: at });
    return { success: true, message: 'Your reply has been sent.', data: toSupportTicketDetail(updated, user) };
  }),

  route('post', '/api/customer/support/tickets/{id}/close')(({ request, params }) => {
    const user = requireUser(request);
    const ticket = ownTicket(user, intParam(params, 'id'));
    const message = statusChange(ticket, 'closed');
    return { success: true, message, data: toSupportTicket(updateTicket(ticket.id, { status: 'closed', updated_at: isoNow() })) };
  }),

  route('post', '/api/customer/support/tickets/{id}/reopen')(({ request, params }) => {
    const user = requireUser(request);
    const ticket = ownTicket(user, intParam(params, 'id'));
    const message = statusChange(ticket, 'open');
    return { success: true, message, data: toSupportTicket(updateTicket(ticket.id, { status: 'open', updated_at: isoNow() })) };
  }),

  rawRoute('get', '/api/customer/support/tickets/{id}/attachments/{attachment}')(async ({ request, params }) => {
    const user = requireUser(request);
    return attachmentResponse(ownTicket(user, intParam(params, 'id')), params);
  }),

  rawRoute('get', '/api/customer/support/buffering-test/sample')(async ({ request, url }) => {
    const user = requireUser(request);
    const input = normalizeInput({ server_id: url.searchParams.get('server_id') ?? '', size: url.searchParams.get('size') ?? '' });
    validate(input, { server_id: ['required', 'integer', ownServerRule(user)], size: 'required|integer|min:1|max:52428800' });
    const bytes = sampleBytes(Number(input.size));
    return new HttpResponse(bytes, {
      status: 200,
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(bytes.length), 'Cache-Control': 'no-store' },
    });
  }),

  route('post', '/api/customer/support/buffering-test')(({ request, body }) => {
    const user = requireUser(request);
    validate(body, {
      server_id: ['required', 'integer', ownServerRule(user)],
      download_mbps: 'required|numeric|min:0',
      latency_ms: 'required|numeric|min:0',
      jitter_ms: 'required|numeric|min:0',
    });
    const server = db.server.findFirst({ where: { id: { equals: Number(body.server_id) } } });
    const node = server ? findNode(server.node_id) : null;
    if (!server || !node) throw validationFailed({ server_id: ['The selected server id is invalid.'] });
    const measurement = { download_mbps: Number(body.download_mbps), latency_ms: Number(body.latency_ms), jitter_ms: Number(body.jitter_ms) };
    const state = nodeStatus(node);
    const verdicts = judge(measurement, node, state);
    const at = isoNow();
    const row = db.bufferingTest.create({ id: nextId('bufferingTest'), user_id: user.id, server_id: server.id, ...measurement, max_quality: verdicts.max_quality, created_at: at });
    return {
      success: true,
      data: {
        id: row.id,
        server: { id: server.id, name: server.name },
        node: { alias: node.alias, location: node.location, status: state },
        ...measurement,
        ...verdicts,
        tested_at: at,
      },
    };
  }),
];
