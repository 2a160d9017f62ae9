import type { components } from '@portal/api-client';
import { http, HttpResponse } from 'msw';
import { APP_SETTINGS_ID } from '#db/app-management/seed.ts';
import { db } from '#db/database.ts';
import { isoNow } from '#lib/clock.ts';
import { HttpError, validationFailed } from '#lib/http-error.ts';
import { answerWithFaults, failureResponse, mswPattern, route, routeTable, type OkBody } from '#lib/route.ts';
import { bool, normalizeInput, optionalStr, regex, str, validate, type Input } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { toProduct } from '#model/products.ts';
import { changeSettings, settings } from '#model/settings.ts';

type Schemas = components['schemas'];
type AppSystem = Schemas['AdminAppSystem'];
type DeploymentSettings = Schemas['AdminDeploymentSettings'];
type BillingSettings = Schemas['AdminBillingSettings'];
type TrialSettings = Schemas['TrialSettings'];
type OkSystemUpdate = OkBody<'/api/admin/app-management/system', 'post'>;

/** The largest logo or icon kept: the demo saves its whole database in the browser's storage. */
export const MAX_IMAGE_KB = 256;
const IMAGE_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
const SERVER_TYPES = ['plex', 'emby', 'jellyfin'] as const;
const NODE_SELECTIONS = ['least-servers', 'most-free-space', 'round-robin', 'fixed'] as const;
const BACKUP_SCHEDULES = ['off', 'daily', 'weekly'] as const;
const PAST_DUE_ACTIONS = ['notify', 'suspend', 'stop'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
/** A Docker image tag: letters, digits, `_`, `.` and `-`, not starting with `.` or `-`. */
const IMAGE_TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NAME_PATTERN = /^[a-z0-9-]*(\{(type|username|id)\}[a-z0-9-]*)+$/;
const VERSION = /^[0-9A-Za-z.+-]+$/;

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

// ---------------------------------------------------------------- system

function toAppSystem(): AppSystem {
  const row = settings();
  return {
    app_name: row.app_name,
    app_version: row.app_version,
    logo: { image: row.logo_data !== null, data: row.logo_data },
    icon: { image: row.icon_data !== null, data: row.icon_data },
    max_image_kb: MAX_IMAGE_KB,
  };
}

function isFile(value: unknown): value is File {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value && 'size' in value;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** Laravel's `nullable|file|mimes:png,jpg,jpeg,gif,webp|max:256` on one upload. */
function imageProblems(attribute: string, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!isFile(value)) return [`The ${attribute} field must be a file.`];
  const problems: string[] = [];
  const extension = value.name.split('.').pop()?.toLowerCase() ?? '';
  if (!IMAGE_TYPES[extension]) problems.push(`The ${attribute} field must be a file of type: ${Object.keys(IMAGE_TYPES).join(', ')}.`);
  if (value.size > MAX_IMAGE_KB * 1024) problems.push(`The ${attribute} field must not be greater than ${MAX_IMAGE_KB} kilobytes.`);
  return problems;
}

async function dataUri(file: File): Promise<string> {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return `data:${IMAGE_TYPES[extension] ?? 'application/octet-stream'};base64,${base64(new Uint8Array(await file.arrayBuffer()))}`;
}

function collectErrors(run: () => void): Record<string, string[]> {
  try {
    run();
    return {};
  } catch (error) {
    if (error instanceof HttpError && error.status === 422 && error.body.errors) return error.body.errors;
    throw error;
  }
}

async function saveSystem(input: Input): Promise<AppSystem> {
  const errors: Record<string, string[]> = {
    ...collectErrors(() =>
      validate(input, {
        app_name: 'required|string|max:40',
        app_version: ['required', 'string', 'max:20', regex(VERSION)],
        remove_logo: 'nullable|boolean',
        remove_icon: 'nullable|boolean',
      }),
    ),
  };
  for (const attribute of ['logo', 'icon'] as const) {
    const problems = imageProblems(attribute, input[attribute]);
    if (problems.length) errors[attribute] = problems;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  const data: Parameters<typeof changeSettings>[0] = { app_name: str(input.app_name), app_version: str(input.app_version) };
  if (bool(input.remove_logo)) data.logo_data = null;
  if (bool(input.remove_icon)) data.icon_data = null;
  if (isFile(input.logo)) data.logo_data = await dataUri(input.logo);
  if (isFile(input.icon)) data.icon_data = await dataUri(input.icon);
  changeSettings(data);
  return toAppSystem();
}

// ---------------------------------------------------------------- deployment

function deploymentRow() {
  const row = db.deploymentSetting.findFirst({ where: { id: { equals: APP_SETTINGS_ID } } });
  if (!row) throw new Error('The deployment settings have not been seeded.');
  return row;
}

function nodeLocations(): string[] {
  return [...new Set(db.node.getAll().map((node) => node.location).filter(Boolean))].sort();
}

function toDeployment(): DeploymentSettings {
  const row = deploymentRow();
  return {
    node_selection: oneOf(NODE_SELECTIONS, row.node_selection, 'least-servers'),
    default_node_id: row.default_node_id,
    default_location: row.default_location,
    plex_image_tag: row.plex_image_tag,
    emby_image_tag: row.emby_image_tag,
    jellyfin_image_tag: row.jellyfin_image_tag,
    backup_schedule: oneOf(BACKUP_SCHEDULES, row.backup_schedule, 'daily'),
    backup_time: row.backup_time,
    backup_retention_days: row.backup_retention_days,
    name_pattern: row.name_pattern,
    nodes: db.node
      .getAll()
      .sort((a, b) => a.alias.localeCompare(b.alias))
      .map((node) => ({ id: node.id, name: node.alias, location: node.location || null })),
    locations: nodeLocations(),
    updated_at: row.updated_at,
  };
}

function saveDeployment(input: Input): DeploymentSettings {
  const fixed = input.node_selection === 'fixed';
  const scheduled = input.backup_schedule !== 'off';
  validate(input, {
    node_selection: `required|string|in:${NODE_SELECTIONS.join(',')}`,
    default_node_id: [
      fixed ? 'required' : 'nullable',
      'integer',
      (value) => (db.node.getAll().some((node) => node.id === Number(value)) ? null : 'The selected default node is invalid.'),
    ],
    default_location: ['nullable', 'string', (value) => (nodeLocations().includes(str(value)) ? null : 'The selected default location is invalid.')],
    plex_image_tag: ['required', 'string', 'max:128', regex(IMAGE_TAG)],
    emby_image_tag: ['required', 'string', 'max:128', regex(IMAGE_TAG)],
    jellyfin_image_tag: ['required', 'string', 'max:128', regex(IMAGE_TAG)],
    backup_schedule: `required|string|in:${BACKUP_SCHEDULES.join(',')}`,
    backup_time: [scheduled ? 'required' : 'nullable', 'string', regex(TIME)],
    backup_retention_days: 'required|integer|min:1|max:90',
    name_pattern: ['required', 'string', 'max:60', regex(NAME_PATTERN), (value) => (/\{(username|id)\}/.test(str(value)) ? null : 'The name pattern must contain {username} or {id}.')],
  });
  db.deploymentSetting.update({
    where: { id: { equals: APP_SETTINGS_ID } },
    data: {
      node_selection: str(input.node_selection),
      default_node_id: fixed ? Number(input.default_node_id) : input.default_node_id === null || input.default_node_id === undefined ? null : Number(input.default_node_id),
      default_location: optionalStr(input.default_location),
      plex_image_tag: str(input.plex_image_tag),
      emby_image_tag: str(input.emby_image_tag),
      jellyfin_image_tag: str(input.jellyfin_image_tag),
      backup_schedule: str(input.backup_schedule),
      backup_time: optionalStr(input.backup_time),
      backup_retention_days: Number(input.backup_retention_days),
      name_pattern: str(input.name_pattern),
      updated_at: isoNow(),
    },
  });
  return toDeployment();
}

// ---------------------------------------------------------------- billing

function billingRow() {
  const row = db.billingSetting.findFirst({ where: { id: { equals: APP_SETTINGS_ID } } });
  if (!row) throw new Error('The billing settings have not been seeded.');
  return row;
}

function toBilling(): BillingSettings {
  const row = billingRow();
  return {
    whmcs_display_user_invoices: settings().whmcs_display_user_invoices,
    currency: row.currency,
    tax_enabled: row.tax_enabled,
    tax_name: row.tax_name,
    tax_rate: row.tax_rate,
    prices_include_tax: row.prices_include_tax,
    invoice_due_days: row.invoice_due_days,
    grace_period_days: row.grace_period_days,
    past_due_action: oneOf(PAST_DUE_ACTIONS, row.past_due_action, 'suspend'),
    reminder_days_before_due: row.reminder_days_before_due,
    updated_at: row.updated_at,
  };
}

function saveBilling(input: Input): BillingSettings {
  const taxed = bool(input.tax_enabled);
  validate(input, {
    whmcs_display_user_invoices: 'required|boolean',
    currency: `required|string|in:${CURRENCIES.join(',')}`,
    tax_enabled: 'required|boolean',
    tax_name: [taxed ? 'required' : 'nullable', 'string', 'max:30'],
    tax_rate: [taxed ? 'required' : 'nullable', 'numeric', 'min:0', 'max:50'],
    prices_include_tax: 'nullable|boolean',
    invoice_due_days: 'required|integer|min:0|max:60',
    grace_period_days: 'required|integer|min:0|max:60',
    past_due_action: `required|string|in:${PAST_DUE_ACTIONS.join(',')}`,
    reminder_days_before_due: 'required|integer|min:0|max:30',
  });
  db.billingSetting.update({
    where: { id: { equals: APP_SETTINGS_ID } },
    data: {
      currency: str(input.currency),
      tax_enabled: taxed,
      tax_name: optionalStr(input.tax_name),
      tax_rate: input.tax_rate === null || input.tax_rate === undefined ? null : Math.round(Number(input.tax_rate) * 100) / 100,
      prices_include_tax: bool(input.prices_include_tax),
      invoice_due_days: Number(input.invoice_due_days),
      grace_period_days: Number(input.grace_period_days),
      past_due_action: str(input.past_due_action),
      reminder_days_before_due: Number(input.reminder_days_before_due),
      updated_at: isoNow(),
    },
  });
  // The customers' menu shows Invoices from this switch: the menus are rebuilt when it changes.
  changeSettings({ whmcs_display_user_invoices: bool(input.whmcs_display_user_invoices) });
  return toBilling();
}

// ---------------------------------------------------------------- trials

function trialRow() {
  const row = db.trialSetting.findFirst({ where: { id: { equals: APP_SETTINGS_ID } } });
  if (!row) throw new Error('The trial settings have not been seeded.');
  return row;
}

/** Customer products that deploy a media server: the ones a trial can use. */
function trialCandidates() {
  return db.product
    .getAll()
    .filter((product) => product.audience !== 'reseller' && product.server_type !== null && product.active)
    .sort((a, b) => a.id - b.id);
}

function toTrials(): TrialSettings {
  const system = settings();
  const row = trialRow();
  const duration = system.trial_duration_days;
  const trialUsers = db.user.getAll().filter((user) => user.is_trial);
  const recent = [...trialUsers].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).slice(0, 10);
  return {
    trials: {
      enabled: system.user_request_trial,
      duration_days: duration,
      auto_approve: system.trial_auto_approve,
      server_types: row.server_types.filter((type): type is (typeof SERVER_TYPES)[number] => (SERVER_TYPES as readonly string[]).includes(type)),
      // The admins' list of trial requests (guests' and customers') is what waits for a decision.
      pending_requests: db.requestedTrial.getAll().filter((trial) => trial.status === 'pending').length,
      active_trial_users: trialUsers.length,
      max_active_trials: row.max_active_trials,
      end_reminder_days: row.end_reminder_days,
    },
    products: db.product.getAll().filter((product) => product.trial_available).map(toProduct),
    available_products: trialCandidates().map(toProduct),
    recent_trials: recent.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      started_at: user.created_at || null,
      ends_at: user.created_at ? new Date(Date.parse(user.created_at) + duration * 86_400_000).toISOString() : null,
    })),
  };
}

function saveTrials(input: Input): TrialSettings {
  const candidates = new Set(trialCandidates().map((product) => product.id));
  validate(input, {
    enabled: 'required|boolean',
    duration_days: 'required|integer|min:1|max:30',
    auto_approve: 'required|boolean',
    server_types: 'required|array|min:1',
    'server_types.*': `string|in:${SERVER_TYPES.join(',')}`,
    max_active_trials: 'required|integer|min:0|max:10000',
    end_reminder_days: 'nullable|integer|min:0|max:30',
    product_ids: 'nullable|array',
    'product_ids.*': ['integer', (value) => (candidates.has(Number(value)) ? null : 'The selected product is not a customer product with a server type.')],
  });
  // Left out, the products offered stay as they are; an empty list offers none.
  if (Array.isArray(input.product_ids)) {
    const chosen = new Set(input.product_ids.map(Number));
    for (const product of db.product.getAll()) {
      const offered = chosen.has(product.id);
      if (product.trial_available !== offered) db.product.update({ where: { id: { equals: product.id } }, data: { trial_available: offered } });
    }
  }
  db.trialSetting.update({
    where: { id: { equals: APP_SETTINGS_ID } },
    data: {
      server_types: [...new Set((input.server_types as unknown[]).map(String))],
      max_active_trials: Number(input.max_active_trials),
      end_reminder_days: input.end_reminder_days === null || input.end_reminder_days === undefined ? trialRow().end_reminder_days : Number(input.end_reminder_days),
    },
  });
  changeSettings({ user_request_trial: bool(input.enabled), trial_duration_days: Number(input.duration_days), trial_auto_approve: bool(input.auto_approve) });
  return toTrials();
}

/**
 * `POST /api/admin/app-management/system`: a multipart call, whose body is read before the fault
 * rules decide, so that an answer given instead of the call never leaves the upload unread.
 */
function systemUpdateRoute() {
  const path = '/api/admin/app-management/system' as const;
  routeTable.push({ method: 'post', path });
  return http.post(mswPattern(path), async ({ request }) => {
    if (!new URL(request.url).pathname.startsWith('/api/')) return undefined;
    const fields: Record<string, unknown> = {};
    try {
      (await request.clone().formData()).forEach((value, name) => {
        fields[name] = value;
      });
    } catch {
      // Not a multipart body: every field is missing, as the validation says.
    }
    const input = normalizeInput(fields);
    return answerWithFaults(
      request,
      async () => input,
      async () => {
        try {
          requireAdmin(request);
          const body: OkSystemUpdate = { success: true, message: 'The system settings have been saved', data: await saveSystem(input) };
          return HttpResponse.json(body);
        } catch (error) {
          if (error instanceof HttpError) return failureResponse(error);
          throw error;
        }
      },
    );
  });
}

export const adminAppManagementHandlers = [
  route('get', '/api/admin/app-management/system')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toAppSystem() };
  }),
  systemUpdateRoute(),

  route('get', '/api/admin/app-management/deployment')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toDeployment() };
  }),
  route('post', '/api/admin/app-management/deployment')(({ request, body }) => {
    requireAdmin(request);
    return { success: true, message: 'The deployment defaults have been saved', data: saveDeployment(body) };
  }),

  route('get', '/api/admin/app-management/billing')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toBilling() };
  }),
  route('post', '/api/admin/app-management/billing')(({ request, body }) => {
    requireAdmin(request);
    return { success: true, message: 'The billing settings have been saved', data: saveBilling(body) };
  }),

  route('get', '/api/admin/app-management/trials')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toTrials() };
  }),
  route('post', '/api/admin/app-management/trials/update')(({ request, body }) => {
    requireAdmin(request);
    return { success: true, message: 'The trial settings have been saved', data: saveTrials(body) };
  }),
];
