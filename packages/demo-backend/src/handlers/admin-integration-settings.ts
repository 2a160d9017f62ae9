import type { components } from '@portal/api-client';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { route } from '#lib/route.ts';
import { normalizeInput, validate, type Input, type RuleSpec } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import {
  INTEGRATION_FIELDS,
  INTEGRATION_KEYS,
  integrationOf,
  isIntegrationKey,
  isTestable,
  missingSettings,
  recordIntegrationCheck,
  saveIntegration,
  secretFlags,
  type IntegrationKey,
  type IntegrationState,
  type IntegrationValues,
} from '#model/integrations.ts';

type Schemas = components['schemas'];
type IntegrationSettings = Schemas['AdminIntegrationSettings'];
type IntegrationCheck = Schemas['AdminIntegrationCheck'];

const SECRET_MAX = 4096;

function keyOrFail(params: Record<string, string>): IntegrationKey {
  const key = params.key ?? '';
  if (!isIntegrationKey(key)) throw notFound('No such integration.');
  return key;
}

const checkOf = (state: IntegrationState): IntegrationCheck => ({ healthy: state.healthy, checked_at: state.checked_at, message: state.message });

/** The settings as an admin may read them: values, and of the secrets only whether each is set. */
function toSettings(state: IntegrationState): IntegrationSettings {
  const fields = INTEGRATION_FIELDS[state.key];
  const values = fields
    ? Object.fromEntries(Object.keys(fields.values).map((name) => [name, state.values[name] ?? null]))
    : state.values;
  const secrets = secretFlags(state, fields ? Object.keys(fields.secrets) : Object.keys(state.secrets));
  return { key: state.key, values, secrets, enabled: state.enabled, check: checkOf(state) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Laravel's `required` for a secret: one already stored counts, unless this save removes it. */
function secretErrors(state: IntegrationState, secrets: Record<string, unknown>): Record<string, string[]> {
  const fields = INTEGRATION_FIELDS[state.key];
  const errors: Record<string, string[]> = {};
  for (const [name, secret] of Object.entries(fields?.secrets ?? {})) {
    const given = secrets[name];
    const label = name.replace(/_/g, ' ');
    if (typeof given === 'string' && given.length > SECRET_MAX) errors[name] = [`The ${label} field must not be greater than ${SECRET_MAX} characters.`];
    else if (given !== undefined && given !== null && typeof given !== 'string') errors[name] = [`The ${label} field must be a string.`];
    else if (secret.required && (given === null || (given === undefined && !state.secrets[name]))) errors[name] = [`The ${label} field is required.`];
  }
  return errors;
}

function readValues(key: IntegrationKey, raw: Input): IntegrationValues {
  const fields = INTEGRATION_FIELDS[key];
  if (!fields) {
    return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, IntegrationValues[string]] => entry[1] !== undefined && !isRecord(entry[1])));
  }
  const values: IntegrationValues = {};
  for (const [name, field] of Object.entries(fields.values)) {
    if (field.readOnly) continue;
    const value = raw[name];
    const rules = field.rules.split('|');
    if (rules.includes('boolean')) values[name] = value === true || value === 1 || value === '1';
    else if (rules.includes('integer')) values[name] = value === null || value === undefined ? null : Number(value);
    else values[name] = typeof value === 'string' ? value : value === undefined ? null : (value as IntegrationValues[string]);
  }
  return values;
}

const PRIVATE_HOST = /^(https?:\/\/)?(10\.|192\.168\.|127\.|localhost)/i;

/** The outcome of a check, as the demo can tell it: what is missing, an address no one answers at, or a working connection. */
function runCheck(state: IntegrationState): { healthy: boolean; message: string } {
  const fields = INTEGRATION_FIELDS[state.key];
  if (!fields) {
    return state.configured ? { healthy: true, message: 'Set up and answering.' } : { healthy: false, message: 'Not set up yet.' };
  }
  const missing = missingSettings(state);
  if (missing.length > 0) return { healthy: false, message: `Not set up: ${missing.map((name) => name.replace(/_/g, ' ')).join(', ')} missing.` };
  const unreachable = Object.values(state.values).find((value): value is string => typeof value === 'string' && PRIVATE_HOST.test(value));
  if (unreachable) {
    const where = unreachable.replace(/^https?:\/\//i, '').replace(/\/.*$/, '');
    return { healthy: false, message: `Could not connect to ${where}: the connection timed out after 10 seconds.` };
  }
  const where = ['url', 'host', 'hostname', 'project', 'account_email', 'connect_username'].map((name) => state.values[name]).find((value) => typeof value === 'string' && value);
  return { healthy: true, message: where ? `Connected to ${String(where).replace(/^https?:\/\//i, '')}.` : 'Connected.' };
}

export const adminIntegrationSettingHandlers = [
  route('get', '/api/admin/integrations')(({ request }) => {
    requireAdmin(request);
    return {
      success: true,
      data: INTEGRATION_KEYS.map((key) => {
        const state = integrationOf(key);
        return {
          key,
          configured: state.configured,
          enabled: state.enabled,
          healthy: state.healthy,
          checked_at: state.checked_at,
          message: state.message,
          testable: isTestable(key),
        };
      }),
    };
  }),

  route('get', '/api/admin/integrations/{key}/settings')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toSettings(integrationOf(keyOrFail(params))) };
  }),

  route('post', '/api/admin/integrations/{key}/settings')(({ request, params, body }) => {
    requireAdmin(request);
    const key = keyOrFail(params);
    const state = integrationOf(key);
    const rawValues = normalizeInput(isRecord(body.values) ? body.values : {});
    const rawSecrets = isRecord(body.secrets) ? body.secrets : {};
    const fields = INTEGRATION_FIELDS[key];
    const errors: Record<string, string[]> = {};
    if (fields) {
      const rules: Record<string, RuleSpec> = Object.fromEntries(Object.entries(fields.values).filter(([, field]) => !field.readOnly).map(([name, field]) => [name, field.rules]));
      try {
        validate(rawValues, rules);
      } catch (error) {
        const failed = (error as { body?: { errors?: Record<string, string[]> } }).body?.errors;
        if (!failed) throw error;
        Object.assign(errors, failed);
      }
      Object.assign(errors, secretErrors(state, rawSecrets));
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    // Only the declared secrets are kept; an empty string changes nothing, as a form's empty field.
    const names = fields ? Object.keys(fields.secrets) : Object.keys(rawSecrets);
    const secrets: Record<string, string | null> = {};
    for (const name of names) {
      const value = rawSecrets[name];
      if (value === null) secrets[name] = null;
      else if (typeof value === 'string' && value !== '') secrets[name] = value;
    }
    const enabled = typeof body.enabled === 'boolean' ? body.enabled : body.enabled === 1 || body.enabled === '1' ? true : body.enabled === 0 || body.enabled === '0' ? false : undefined;
    const saved = saveIntegration(key, { values: readValues(key, rawValues), secrets, enabled });
    const next = fields ? saveIntegration(key, { configured: missingSettings(saved).length === 0 }) : saved;
    return { success: true, message: 'The settings have been saved', data: toSettings(next) };
  }),

  route('post', '/api/admin/integrations/{key}/test')(({ request, params }) => {
    requireAdmin(request);
    const key = keyOrFail(params);
    const { healthy, message } = runCheck(integrationOf(key));
    const state = recordIntegrationCheck(key, healthy, message);
    return { success: true, data: checkOf(state) };
  }),
];
