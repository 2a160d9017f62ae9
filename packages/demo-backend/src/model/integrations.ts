import { db } from '#db/database.ts';
import { isoNow } from '#lib/clock.ts';

/** Every integration of `/app/admin/integrations`, in the order the overview lists them. */
export const INTEGRATION_KEYS = [
  'plex',
  'emby',
  'jellyfin',
  'docker',
  'docker-services',
  'automations',
  'whmcs',
  'cdn',
  'tautulli',
  'nodes',
  'scripts',
  'uptime-robot',
  'hetzner',
  'discord',
  'mail',
  'radarr',
  'sonarr',
  'kronos-api',
  'images',
] as const;
export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];

export type IntegrationValues = Record<string, string | number | boolean | null | string[]>;

export interface IntegrationState {
  key: IntegrationKey;
  values: IntegrationValues;
  /** Write-only: only whether each is set may reach an answer (`secretFlags`). */
  secrets: Record<string, string>;
  configured: boolean;
  enabled: boolean;
  checked_at: string | null;
  healthy: boolean | null;
  message: string | null;
  updated_at: string | null;
}

export const isIntegrationKey = (key: string): key is IntegrationKey => (INTEGRATION_KEYS as readonly string[]).includes(key);

const parse = <T>(json: string, fallback: T): T => {
  try {
    const value: unknown = JSON.parse(json || 'null');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
};

function ensureRow(key: IntegrationKey) {
  return (
    db.integration.findFirst({ where: { key: { equals: key } } }) ??
    db.integration.create({ key, values: '{}', secrets: '{}', configured: false, enabled: false })
  );
}

/** The integration's state; a row is created, empty, the first time a key is asked for. */
export function integrationOf(key: IntegrationKey): IntegrationState {
  const row = ensureRow(key);
  return {
    key,
    values: parse<IntegrationValues>(row.values, {}),
    secrets: parse<Record<string, string>>(row.secrets, {}),
    configured: row.configured,
    enabled: row.enabled,
    checked_at: row.checked_at,
    healthy: row.healthy,
    message: row.message,
    updated_at: row.updated_at,
  };
}

/** Whether each secret is set: what an answer may say about them. */
export function secretFlags(state: IntegrationState, names: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(names.map((name) => [name, Boolean(state.secrets[name])]));
}

/**
 * Saves part of an integration. `values` are merged; a secret given a string replaces the stored
 * one, `null` removes it, and a secret left out keeps its value (a form never has to send it back).
 */
export function saveIntegration(
  key: IntegrationKey,
  change: { values?: IntegrationValues; secrets?: Record<string, string | null>; configured?: boolean; enabled?: boolean },
): IntegrationState {
  const state = integrationOf(key);
  const secrets = { ...state.secrets };
  for (const [name, value] of Object.entries(change.secrets ?? {})) {
    if (value === null) delete secrets[name];
    else secrets[name] = value;
  }
  db.integration.update({
    where: { key: { equals: key } },
    data: {
      values: JSON.stringify({ ...state.values, ...change.values }),
      secrets: JSON.stringify(secrets),
      ...(change.configured === undefined ? {} : { configured: change.configured }),
      ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
      updated_at: isoNow(),
    },
  });
  return integrationOf(key);
}

/** Records the outcome of a connection check, shown by the overview and next to the integration's form. */
export function recordIntegrationCheck(key: IntegrationKey, healthy: boolean, message: string, at = isoNow()): IntegrationState {
  ensureRow(key);
  db.integration.update({ where: { key: { equals: key } }, data: { healthy, message, checked_at: at } });
  return integrationOf(key);
}

/** A readable setting of an integration the settings form edits: its Laravel rules. */
export interface IntegrationFieldRules {
  rules: string;
  /** Shown to the admin but set by the platform (a node's public key): never saved from a form. */
  readOnly?: boolean;
  /** The value a new installation starts with. */
  initial?: string | number | boolean;
}

/** The settings of the integrations whose forms the portal writes from field descriptors. */
export interface IntegrationFieldSet {
  values: Record<string, IntegrationFieldRules>;
  /** Secret names, each with whether the integration needs it to work. */
  secrets: Record<string, { required: boolean }>;
  /** Whether a connection test makes sense. */
  testable: boolean;
}

const HOST = 'string|max:255';
const PORT = 'integer|min:1|max:65535';

export const INTEGRATION_FIELDS: Partial<Record<IntegrationKey, IntegrationFieldSet>> = {
  plex: {
    values: { account_email: { rules: 'required|email|max:255' }, server_version: { rules: 'required|in:public,beta', initial: 'public' }, claim_servers: { rules: 'boolean', initial: true } },
    secrets: { token: { required: true } },
    testable: true,
  },
  emby: {
    values: { connect_username: { rules: 'required|string|max:100' }, server_version: { rules: 'required|in:stable,beta', initial: 'stable' } },
    secrets: { premiere_key: { required: true } },
    testable: true,
  },
  jellyfin: {
    values: { server_version: { rules: 'required|in:stable,unstable', initial: 'stable' }, plugin_repository: { rules: 'nullable|url|max:255' } },
    secrets: {},
    testable: true,
  },
  whmcs: {
    values: { url: { rules: 'required|url|max:255' }, identifier: { rules: 'required|string|max:100' }, sync_products: { rules: 'boolean', initial: true } },
    secrets: { secret: { required: true }, access_key: { required: false } },
    testable: true,
  },
  cdn: {
    values: { provider: { rules: 'required|in:bunny,cloudflare', initial: 'bunny' }, zone: { rules: 'required|string|max:100' }, hostname: { rules: `required|${HOST}` } },
    secrets: { api_key: { required: true } },
    testable: true,
  },
  tautulli: {
    values: { url: { rules: 'required|url|max:255' }, history_days: { rules: 'required|integer|min:1|max:365', initial: 30 } },
    secrets: { api_key: { required: true } },
    testable: true,
  },
  hetzner: {
    values: { project: { rules: 'required|string|max:100' }, location: { rules: 'required|in:fsn1,nbg1,hel1,ash,hil', initial: 'fsn1' }, robot_user: { rules: 'nullable|string|max:100' } },
    secrets: { api_token: { required: true }, robot_password: { required: false } },
    testable: true,
  },
  radarr: {
    values: { url: { rules: 'required|url|max:255' }, quality_profile: { rules: 'required|string|max:100', initial: 'HD-1080p' }, root_folder: { rules: 'required|string|max:255', initial: '/mnt/media/movies' } },
    secrets: { api_key: { required: true } },
    testable: true,
  },
  sonarr: {
    values: { url: { rules: 'required|url|max:255' }, quality_profile: { rules: 'required|string|max:100', initial: 'HD-1080p' }, root_folder: { rules: 'required|string|max:255', initial: '/mnt/media/tv' } },
    secrets: { api_key: { required: true } },
    testable: true,
  },
  nodes: {
    values: {
      ssh_user: { rules: 'required|string|max:32', initial: 'root' },
      ssh_port: { rules: `required|${PORT}`, initial: 22 },
      public_key: { rules: 'nullable|string', readOnly: true },
      agent_port: { rules: `required|${PORT}`, initial: 9323 },
      agent_auto_update: { rules: 'boolean', initial: true },
    },
    secrets: { private_key: { required: true } },
    testable: true,
  },
  mail: {
    values: {
      host: { rules: `required|${HOST}` },
      port: { rules: `required|${PORT}`, initial: 587 },
      encryption: { rules: 'required|in:tls,ssl,none', initial: 'tls' },
      username: { rules: 'nullable|string|max:255' },
      from_address: { rules: 'required|email|max:255' },
      from_name: { rules: 'required|string|max:100' },
    },
    secrets: { password: { required: false } },
    testable: true,
  },
  'uptime-robot': {
    values: { alert_contact: { rules: 'nullable|string|max:100' }, interval: { rules: 'required|in:60,300,900', initial: '300' } },
    secrets: { api_key: { required: true } },
    testable: true,
  },
};

/** Keys whose state is lists of their own (services, automations, scripts, images, API clients): nothing to test. */
export const UNTESTABLE_KEYS: readonly IntegrationKey[] = ['docker-services', 'automations', 'scripts', 'images', 'kronos-api'];

export const isTestable = (key: IntegrationKey): boolean => INTEGRATION_FIELDS[key]?.testable ?? !UNTESTABLE_KEYS.includes(key);

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** What a field set still lacks to work: the names of its required settings that are empty. */
export function missingSettings(state: IntegrationState): string[] {
  const fields = INTEGRATION_FIELDS[state.key];
  if (!fields) return [];
  const values = Object.entries(fields.values)
    .filter(([name, field]) => field.rules.split('|').includes('required') && isBlank(state.values[name]))
    .map(([name]) => name);
  const secrets = Object.entries(fields.secrets)
    .filter(([name, secret]) => secret.required && !state.secrets[name])
    .map(([name]) => name);
  return [...values, ...secrets];
}
