import type { components } from '@portal/api-client';
import { HttpResponse } from 'msw';
import { db, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow, now } from '#lib/clock.ts';
import { domainEvents } from '#lib/domain-events.ts';
import { conflict, notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { bool, optionalStr, validate, type CustomRule } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { fromCents, invoiceStatus, invoiceTotals } from '#model/billing.ts';
import { PLATFORM_FEATURES } from '#model/platform-features.ts';
import { changeSettings, settings } from '#model/settings.ts';
import { rawRoute } from './support.ts';

type Schemas = components['schemas'];
type ServerType = Schemas['ServerType'];
type ExportKind = Schemas['AdminExportKind'];
type ExportFilters = Schemas['AdminExportFilters'];

const SERVER_TYPES: readonly ServerType[] = ['plex', 'emby', 'jellyfin'];
const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
const EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'txt', 'log', 'zip'] as const;
const EXPORT_KINDS: readonly ExportKind[] = ['users', 'servers', 'invoices'];
const USER_ROLES = ['admin', 'moderator', 'contributor', 'trial', 'customer'] as const;
const SERVER_STATUSES = ['running', 'stopped', 'starting', 'stopping', 'restarting', 'rebuilding', 'suspended', 'error'] as const;
const INVOICE_FILTERS = ['paid', 'unpaid', 'overdue', 'cancelled', 'refunded'] as const;
const SYSTEM_TOGGLES = ['user_invite_keys', 'user_request_trial', 'request_lounge'] as const;
const PLATFORM_TOGGLES = PLATFORM_FEATURES;
/** A job waits this long in the queue before it runs. */
const QUEUED_MS = 600;
/** The recent jobs the list shows. */
const RECENT_EXPORTS = 20;

// ---------------------------------------------------------------- support settings

function supportRow() {
  const row = db.supportSetting.findFirst({ where: { id: { equals: 'support' } } });
  if (!row) throw new Error('The support settings have not been seeded.');
  return row;
}

function toSupportSettings(row = supportRow()): Schemas['AdminSupportSettings'] {
  return {
    departments: [...row.departments],
    default_priority: PRIORITIES.find((priority) => priority === row.default_priority) ?? 'medium',
    auto_close_days: row.auto_close_days,
    max_attachments: row.max_attachments,
    max_attachment_mb: row.max_attachment_mb,
    allowed_extensions: row.allowed_extensions.filter((extension): extension is (typeof EXTENSIONS)[number] => EXTENSIONS.includes(extension as never)),
    auto_reply_enabled: row.auto_reply_enabled,
    auto_reply_text: row.auto_reply_text,
    office_hours: row.office_hours,
    notify_staff: row.notify_staff,
    notify_email: row.notify_email,
    updated_at: row.updated_at,
  };
}

const requiredWhen =
  (flag: string): CustomRule =>
  (value, attribute, input) =>
    bool(input[flag]) && (value === null || value === undefined) ? `The ${attribute.replace(/_/g, ' ')} field is required when ${flag.replace(/_/g, ' ')} is on.` : null;

/** Department names, each once, whatever their case. */
const uniqueDepartments: CustomRule = (value) => {
  if (!Array.isArray(value)) return null;
  const names = value.map((name) => String(name).trim().toLowerCase());
  return new Set(names).size === names.length ? null : 'Each department may be listed only once.';
};

// ---------------------------------------------------------------- feature toggles

function toggleRow() {
  const row = db.featureToggle.findFirst({ where: { id: { equals: 'platform' } } });
  if (!row) throw new Error('The feature toggles have not been seeded.');
  return row;
}

function toFeatureToggles(): Schemas['AdminFeatureToggles'] {
  const system = settings();
  const row = toggleRow();
  return {
    user_invite_keys: system.user_invite_keys,
    user_request_trial: system.user_request_trial,
    request_lounge: system.request_lounge,
    community_center: row.community_center,
    tv_schedule: row.tv_schedule,
    status_page: row.status_page,
    plex_tools: row.plex_tools,
    updated_at: row.updated_at,
  };
}

// ---------------------------------------------------------------- product settings

function productRow() {
  const row = db.productSetting.findFirst({ where: { id: { equals: 'products' } } });
  if (!row) throw new Error('The product settings have not been seeded.');
  return row;
}

type ProductSettingRow = ReturnType<typeof productRow>;

function typeSettings(row: ProductSettingRow, type: ServerType): Schemas['AdminProductTypeSettings'] {
  return { sold: row[`${type}_sold`], default_product_id: row[`${type}_default_product_id`], trial_product_id: row[`${type}_trial_product_id`] };
}

/** The customer products of a server type: the ones a default or a trial can be. */
function productChoices(): Schemas['AdminProductSettingsChoice'][] {
  return db.product
    .getAll()
    .filter((product) => product.audience === 'customer' && SERVER_TYPES.includes(product.server_type as ServerType))
    .sort((a, b) => a.id - b.id)
    .map((product) => ({ id: product.id, name: product.name, server_type: product.server_type as ServerType, trial_available: product.trial_available, active: product.active }));
}

function toProductSettings(row = productRow()): Schemas['AdminProductSettings'] {
  return {
    types: { plex: typeSettings(row, 'plex'), emby: typeSettings(row, 'emby'), jellyfin: typeSettings(row, 'jellyfin') },
    shop_order: (['position', 'price_asc', 'price_desc', 'name'] as const).find((order) => order === row.shop_order) ?? 'position',
    products: productChoices(),
    updated_at: row.updated_at,
  };
}

function nullableId(value: unknown): number | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return 'invalid';
}

// ---------------------------------------------------------------- exports

type ExportRow = ReturnType<typeof db.exportJob.getAll>[number];

function filtersOf(row: ExportRow): ExportFilters {
  try {
    const parsed: unknown = JSON.parse(row.filters || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ExportFilters) : {};
  } catch {
    return {};
  }
}

/** Where a job stands now: it waits in the queue, then runs for `duration_ms`, and is done. */
function progressOf(row: ExportRow, at = now()): { status: Schemas['AdminExportStatus']; progress: number; finishedAt: string | null } {
  const started = Date.parse(row.created_at) + QUEUED_MS;
  if (row.error) return { status: 'failed', progress: 0, finishedAt: new Date(started).toISOString() };
  if (at < started) return { status: 'queued', progress: 0, finishedAt: null };
  const ends = started + row.duration_ms;
  if (at >= ends) return { status: 'done', progress: 100, finishedAt: new Date(ends).toISOString() };
  return { status: 'running', progress: Math.min(99, Math.floor(((at - started) / row.duration_ms) * 100)), finishedAt: null };
}

function toExportJob(row: ExportRow): Schemas['AdminExportJob'] {
  const state = progressOf(row);
  const requester = row.requested_by === null ? null : db.user.findFirst({ where: { id: { equals: row.requested_by } } });
  return {
    id: row.id,
    kind: EXPORT_KINDS.find((kind) => kind === row.kind) ?? 'users',
    status: state.status,
    progress: state.progress,
    rows: row.rows,
    file_name: row.file_name,
    created_at: row.created_at,
    finished_at: state.finishedAt,
    filters: filtersOf(row),
    error: row.error,
    ...(requester ? { requested_by: { id: requester.id, name: requester.name } } : {}),
  };
}

function roleOf(user: UserRow): string {
  if (user.admin) return 'admin';
  if (user.is_moderator) return 'moderator';
  if (user.is_reseller) return 'reseller';
  if (user.is_contributor) return 'contributor';
  return 'customer';
}

const USER_ROLE_FILTERS: Record<(typeof USER_ROLES)[number], (user: UserRow) => boolean> = {
  admin: (user) => user.admin,
  moderator: (user) => user.is_moderator,
  contributor: (user) => user.is_contributor,
  trial: (user) => user.is_trial,
  customer: (user) => !user.admin && !user.is_moderator,
};

type Cell = string | number | boolean | null;

/** The table an export holds, header first, built from the data as it is now. */
function exportTable(kind: ExportKind, filters: ExportFilters): Cell[][] {
  if (kind === 'users') {
    const role = filters.role ? USER_ROLE_FILTERS[filters.role] : null;
    const servers = db.server.getAll();
    const users = db.user
      .getAll()
      .filter((user) => !role || role(user))
      .sort((a, b) => a.id - b.id);
    return [
      ['id', 'name', 'email', 'role', 'trial', 'servers', 'billing_id', 'created_at'],
      ...users.map((user) => [user.id, user.name, user.email, roleOf(user), user.is_trial ? 'yes' : 'no', servers.filter((server) => server.user_id === user.id).length, user.whmcs_id, user.created_at]),
    ];
  }
  if (kind === 'servers') {
    const servers = db.server
      .getAll()
      .filter((server) => !filters.server_type || server.type === filters.server_type)
      .filter((server) => !filters.status || server.status === filters.status)
      .sort((a, b) => a.id - b.id);
    return [
      ['id', 'name', 'type', 'status', 'node', 'owner_id', 'owner_email', 'plan', 'version', 'url', 'created_at'],
      ...servers.map((server) => {
        const node = db.node.findFirst({ where: { id: { equals: server.node_id } } });
        const owner = db.user.findFirst({ where: { id: { equals: server.user_id } } });
        return [server.id, server.name, server.type, server.status, node?.alias ?? null, server.user_id, owner?.email ?? null, server.plan, server.version, server.url, server.created_at];
      }),
    ];
  }
  const invoices = db.invoice
    .getAll()
    .filter((invoice) => !filters.status || invoiceStatus(invoice) === filters.status)
    .sort((a, b) => a.id - b.id);
  return [
    ['number', 'customer_id', 'customer_email', 'status', 'currency', 'subtotal', 'tax', 'credit', 'total', 'issued_at', 'due_at', 'paid_at'],
    ...invoices.map((invoice) => {
      const owner = db.user.findFirst({ where: { id: { equals: invoice.user_id } } });
      const totals = invoiceTotals(invoice);
      return [
        invoice.number,
        invoice.user_id,
        owner?.email ?? null,
        invoiceStatus(invoice),
        invoice.currency,
        fromCents(totals.subtotal),
        fromCents(totals.tax),
        fromCents(totals.credit),
        fromCents(totals.total),
        invoice.issued_at,
        invoice.due_at,
        invoice.paid_at,
      ];
    }),
  ];
}

/**
 * One CSV cell (RFC 4180). Text that a spreadsheet would read as a formula (it starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`: customer names and e-mails are
 * typed by customers.
 */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) || guarded !== guarded.trim() ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function toCsv(table: Cell[][]): string {
  return table.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function exportOrFail(id: number): ExportRow {
  const row = db.exportJob.findFirst({ where: { id: { equals: id } } });
  if (!row) throw notFound('Export not found.');
  return row;
}

function readFilters(kind: ExportKind, raw: unknown): ExportFilters {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw validationFailed({ filters: ['The filters field must be an object.'] });
  const input = raw as Record<string, unknown>;
  const filters: ExportFilters = {};
  const errors: Record<string, string[]> = {};
  const pick = <T extends string>(name: 'role' | 'server_type' | 'status', values: readonly T[]): T | undefined => {
    const value = input[name];
    if (value === null || value === undefined || value === '') return undefined;
    if (!values.includes(value as T)) {
      errors[`filters.${name}`] = [`The selected filters.${name} is invalid.`];
      return undefined;
    }
    return value as T;
  };
  if (kind === 'users') {
    const role = pick('role', USER_ROLES);
    if (role) filters.role = role;
  } else if (kind === 'servers') {
    const type = pick('server_type', SERVER_TYPES);
    if (type) filters.server_type = type;
    const status = pick('status', SERVER_STATUSES);
    if (status) filters.status = status;
  } else {
    const status = pick('status', INVOICE_FILTERS);
    if (status) filters.status = status;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return filters;
}

export const adminAppOperationHandlers = [
  route('get', '/api/admin/app-management/support-settings')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toSupportSettings() };
  }),

  route('post', '/api/admin/app-management/support-settings')(({ request, body }) => {
    requireAdmin(request);
    validate(body, {
      departments: ['required', 'array', 'min:1', 'max:10', uniqueDepartments],
      'departments.*': 'required|string|max:40',
      default_priority: `required|in:${PRIORITIES.join(',')}`,
      auto_close_days: 'required|integer|min:0|max:90',
      max_attachments: 'required|integer|min:1|max:10',
      max_attachment_mb: 'required|integer|min:1|max:25',
      allowed_extensions: 'required|array|min:1',
      'allowed_extensions.*': `string|in:${EXTENSIONS.join(',')}`,
      auto_reply_enabled: 'required|boolean',
      auto_reply_text: ['nullable', 'string', 'max:1000', requiredWhen('auto_reply_enabled')],
      office_hours: 'nullable|string|max:120',
      notify_staff: 'required|boolean',
      notify_email: ['nullable', 'string', 'email', 'max:255', requiredWhen('notify_staff')],
    });
    const departments = (body.departments as unknown[]).map((name) => String(name).trim());
    const extensions = [...new Set((body.allowed_extensions as unknown[]).map(String))];
    const row = db.supportSetting.update({
      where: { id: { equals: 'support' } },
      data: {
        departments,
        default_priority: String(body.default_priority),
        auto_close_days: Number(body.auto_close_days),
        max_attachments: Number(body.max_attachments),
        max_attachment_mb: Number(body.max_attachment_mb),
        allowed_extensions: extensions,
        auto_reply_enabled: bool(body.auto_reply_enabled),
        auto_reply_text: optionalStr(body.auto_reply_text),
        office_hours: optionalStr(body.office_hours),
        notify_staff: bool(body.notify_staff),
        notify_email: optionalStr(body.notify_email),
        updated_at: isoNow(),
      },
    });
    return { success: true, message: 'The support settings have been saved.', data: toSupportSettings(row ?? undefined) };
  }),

  route('get', '/api/admin/app-management/feature-toggles')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toFeatureToggles() };
  }),

  route('post', '/api/admin/app-management/feature-toggles')(({ request, body }) => {
    requireAdmin(request);
    validate(body, Object.fromEntries([...SYSTEM_TOGGLES, ...PLATFORM_TOGGLES].map((key) => [key, 'nullable|boolean'])));
    const given = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.filter((key) => body[key] !== undefined && body[key] !== null).map((key) => [key, bool(body[key])])) as Partial<Record<K, boolean>>;
    const system = given(SYSTEM_TOGGLES);
    const platform = given(PLATFORM_TOGGLES);
    // The system settings' switches go through the settings, so every signed-in user's menu is rebuilt.
    if (Object.keys(system).length) changeSettings(system);
    const row = toggleRow();
    if (PLATFORM_TOGGLES.some((key) => platform[key] !== undefined && platform[key] !== row[key])) {
      db.featureToggle.update({ where: { id: { equals: 'platform' } }, data: { ...platform, updated_at: isoNow() } });
      // Like a change of the settings: the signed-in users' menus and routes follow the switches.
      domainEvents.emit('settings-changed', { menu: true });
    }
    return { success: true, message: 'The feature toggles have been saved.', data: toFeatureToggles() };
  }),

  route('get', '/api/admin/app-management/product-settings')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toProductSettings() };
  }),

  route('post', '/api/admin/app-management/product-settings')(({ request, body }) => {
    requireAdmin(request);
    validate(body, { shop_order: 'required|in:position,price_asc,price_desc,name' });
    const raw = body.types && typeof body.types === 'object' && !Array.isArray(body.types) ? (body.types as Record<string, Record<string, unknown> | undefined>) : null;
    if (!raw) throw validationFailed({ types: ['The types field is required.'] });
    const errors: Record<string, string[]> = {};
    const products = db.product.getAll();
    const data: Partial<Omit<ProductSettingRow, 'id'>> = {};
    for (const type of SERVER_TYPES) {
      const entry = raw[type] ?? {};
      const sold = bool(entry.sold);
      const check = (field: 'default_product_id' | 'trial_product_id'): number | null => {
        const id = nullableId(entry[field]);
        const key = `types.${type}.${field}`;
        if (id === 'invalid') {
          errors[key] = ['The product must be chosen from the list.'];
          return null;
        }
        if (id === null) {
          if (field === 'default_product_id' && sold) errors[key] = ['Choose the default product of a server type that is sold.'];
          return null;
        }
        const product = products.find((candidate) => candidate.id === id);
        if (!product || product.audience !== 'customer' || product.server_type !== type) errors[key] = ['The product must be a customer product of this server type.'];
        else if (!product.active) errors[key] = ['This product can no longer be ordered.'];
        else if (field === 'trial_product_id' && !product.trial_available) errors[key] = ['This product does not offer trials.'];
        return id;
      };
      data[`${type}_sold`] = sold;
      data[`${type}_default_product_id`] = check('default_product_id');
      data[`${type}_trial_product_id`] = check('trial_product_id');
    }
    if (!SERVER_TYPES.some((type) => data[`${type}_sold`])) errors['types.plex.sold'] = ['At least one server type must stay on sale.'];
    if (Object.keys(errors).length) throw validationFailed(errors);
    const row = db.productSetting.update({
      where: { id: { equals: 'products' } },
      data: {
        ...data,
        shop_order: String(body.shop_order),
        updated_at: isoNow(),
      },
    });
    return { success: true, message: 'The product settings have been saved.', data: toProductSettings(row ?? undefined) };
  }),

  route('get', '/api/admin/app-management/exports')(({ request }) => {
    requireAdmin(request);
    const rows = db.exportJob
      .getAll()
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .slice(0, RECENT_EXPORTS);
    return { success: true, data: rows.map(toExportJob) };
  }),

  route('post', '/api/admin/app-management/exports')(({ request, body }) => {
    const admin = requireAdmin(request);
    validate(body, { kind: `required|in:${EXPORT_KINDS.join(',')}` });
    const kind = body.kind as ExportKind;
    const filters = readFilters(kind, body.filters);
    const rows = exportTable(kind, filters).length - 1;
    const id = nextId('exportJob');
    const created = isoNow();
    const row = db.exportJob.create({
      id,
      kind,
      filters: JSON.stringify(filters),
      rows,
      file_name: `${kind}-${created.slice(0, 10)}-${id}.csv`,
      created_at: created,
      // Large exports take a few seconds, so the portal shows their progress.
      duration_ms: Math.min(6000, 1200 + rows * 10),
      requested_by: admin.id,
      error: null,
    });
    return { success: true, message: 'The export has been started.', data: toExportJob(row) };
  }),

  route('get', '/api/admin/app-management/exports/{id}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toExportJob(exportOrFail(intParam(params, 'id'))) };
  }),

  rawRoute('get', '/api/admin/app-management/exports/{id}/download')(async ({ request, params }) => {
    requireAdmin(request);
    const row = exportOrFail(intParam(params, 'id'));
    const state = progressOf(row);
    if (state.status !== 'done') throw conflict(state.status === 'failed' ? 'This export failed; start a new one.' : 'This export has not finished yet.');
    const kind = EXPORT_KINDS.find((candidate) => candidate === row.kind) ?? 'users';
    const csv = toCsv(exportTable(kind, filtersOf(row)));
    return new HttpResponse(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${row.file_name.replace(/["\\\r\n]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  }),
];
