import type { components } from '@portal/api-client';
import { db, type SetupRow } from '#db/database.ts';
import { isoNow } from '#lib/clock.ts';
import { base64, sha256Bytes } from '#lib/crypto.ts';
import { settings, updateSettings } from './settings.ts';

type Schemas = components['schemas'];
export type SetupState = Schemas['SetupState'];
export type SetupStepKey = Schemas['SetupStepKey'];
export type SetupStepStatus = Schemas['SetupStepStatus'];

export const SETUP_ID = 'system';

/** The steps in wizard order. */
export const SETUP_STEPS: readonly SetupStepKey[] = ['password', 'app_settings', 'ssh_keys', 'billing_type', 'whmcs', 'whmcs_hooks', 'email'];

export const STEP_LABELS: Record<SetupStepKey, string> = {
  password: 'Change password',
  app_settings: 'App settings',
  ssh_keys: 'SSH keys',
  billing_type: 'Billing type',
  whmcs: 'WHMCS',
  whmcs_hooks: 'WHMCS hooks',
  email: 'E-mail',
};

/** What completing the set-up says about each step that is still to do. */
export const STEP_TODO: Record<SetupStepKey, string> = {
  password: 'Change the default admin password.',
  app_settings: 'Save the app settings.',
  ssh_keys: 'Generate the SSH key pair for the nodes.',
  billing_type: 'Choose how customers are billed.',
  whmcs: 'Save and test the WHMCS API settings.',
  whmcs_hooks: 'Verify that WHMCS reaches every hook.',
  email: 'Save the mail settings.',
};

/** The WHMCS hook points the portal listens to, in the order the admin sees them. */
export const WHMCS_HOOKS: readonly { event: string; slug: string; description: string }[] = [
  { event: 'ClientAdd', slug: 'client-add', description: 'Creates the portal account when someone signs up in WHMCS.' },
  { event: 'ClientEdit', slug: 'client-edit', description: 'Keeps names and e-mail addresses in step with WHMCS.' },
  { event: 'AfterModuleCreate', slug: 'module-create', description: 'Deploys the media server once an order is accepted.' },
  { event: 'AfterModuleSuspend', slug: 'module-suspend', description: 'Suspends the server when WHMCS suspends the service.' },
  { event: 'AfterModuleUnsuspend', slug: 'module-unsuspend', description: 'Starts a suspended server again after payment.' },
  { event: 'AfterModuleTerminate', slug: 'module-terminate', description: 'Removes the server when the service is terminated.' },
  { event: 'InvoicePaid', slug: 'invoice-paid', description: 'Shows paid invoices as paid in the portal.' },
];

/** The set-up row's own columns (the row type also carries the data library's symbols). */
type SetupValues = { [K in keyof SetupRow as K extends 'id' | symbol ? never : K]: SetupRow[K] };

/** A freshly installed system: nothing set up yet. */
export const FRESH_SETUP: SetupValues = {
  password_changed_at: null,
  app_settings_saved_at: null,
  portal_url: null,
  support_email: null,
  timezone: 'UTC',
  ssh_public_key: null,
  ssh_fingerprint: null,
  ssh_key_created_at: null,
  billing_type: null,
  whmcs_url: null,
  whmcs_identifier: null,
  whmcs_secret: null,
  whmcs_verified_at: null,
  mail_driver: null,
  mail_from_address: null,
  mail_from_name: null,
  smtp_host: null,
  smtp_port: null,
  smtp_username: null,
  smtp_password: null,
  smtp_encryption: null,
  mailgun_domain: null,
  mailgun_secret: null,
  mailgun_region: null,
  ses_key: null,
  ses_secret: null,
  ses_region: null,
  mail_tested_at: null,
};

export function setupRow(): SetupRow {
  const row = db.setup.findFirst({ where: { id: { equals: SETUP_ID } } });
  if (!row) throw new Error('The set-up has not been seeded.');
  return row;
}

export function updateSetup(data: Partial<SetupValues>): SetupRow {
  const row = db.setup.update({ where: { id: { equals: SETUP_ID } }, data });
  if (!row) throw new Error('The set-up has not been seeded.');
  return row;
}

/** Forgets what the last hook check found, e.g. after the portal URL or the WHMCS changed. */
export function forgetHookChecks(): void {
  for (const hook of db.whmcsHook.getAll()) {
    db.whmcsHook.update({ where: { event: { equals: hook.event } }, data: { reachable: null, error: null, checked_at: null } });
  }
}

/**
 * Puts the system back to a fresh installation: not initiated, every step of the wizard undone.
 * Accounts keep their passwords, so the seeded admin still has the default one to change.
 */
export function uninitiateSystem(): void {
  updateSettings({ app_initiated: false });
  updateSetup(FRESH_SETUP);
  forgetHookChecks();
}

function hooksInOrder() {
  return db.whmcsHook.getAll().sort((a, b) => a.position - b.position);
}

export function stepStatuses(row: SetupRow = setupRow()): Record<SetupStepKey, SetupStepStatus> {
  const whmcsApplies = row.billing_type !== 'manual';
  const hooks = hooksInOrder();
  const hooksReachable = hooks.length > 0 && hooks.every((hook) => hook.reachable === true);
  const done = (value: unknown): SetupStepStatus => (value ? 'done' : 'todo');
  return {
    password: done(row.password_changed_at),
    app_settings: done(row.app_settings_saved_at),
    ssh_keys: done(row.ssh_public_key),
    billing_type: done(row.billing_type),
    whmcs: whmcsApplies ? done(row.whmcs_verified_at) : 'not_applicable',
    whmcs_hooks: whmcsApplies ? done(row.whmcs_verified_at && hooksReachable) : 'not_applicable',
    email: done(row.mail_driver),
  };
}

export function missingSteps(row: SetupRow = setupRow()): SetupStepKey[] {
  const statuses = stepStatuses(row);
  return SETUP_STEPS.filter((step) => statuses[step] === 'todo');
}

/** Where WHMCS calls the portal for a hook. */
export function hookUrl(portalUrl: string | null, slug: string): string {
  return `${portalUrl ?? ''}/api/whmcs/hooks/${slug}`;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (allowed.find((candidate) => candidate === value) ?? null);

export function toSetupState(row: SetupRow = setupRow()): SetupState {
  return {
    app_initiated: settings().app_initiated,
    steps: stepStatuses(row),
    missing: missingSteps(row),
    billing_type: oneOf(row.billing_type, ['whmcs', 'manual'] as const),
    app_settings: { app_name: settings().app_name, portal_url: row.portal_url, support_email: row.support_email, timezone: row.timezone },
    ssh_key:
      row.ssh_public_key && row.ssh_fingerprint && row.ssh_key_created_at
        ? { public_key: row.ssh_public_key, fingerprint: row.ssh_fingerprint, created_at: row.ssh_key_created_at }
        : null,
    whmcs: { url: row.whmcs_url, identifier: row.whmcs_identifier, secret_set: row.whmcs_secret !== null, verified_at: row.whmcs_verified_at },
    whmcs_hooks: hooksInOrder().map((hook) => ({
      event: hook.event,
      description: hook.description,
      url: hookUrl(row.portal_url, hook.slug),
      reachable: hook.reachable,
      error: hook.error,
      checked_at: hook.checked_at,
    })),
    mail: {
      driver: oneOf(row.mail_driver, ['smtp', 'mailgun', 'ses', 'log'] as const),
      from_address: row.mail_from_address,
      from_name: row.mail_from_name,
      smtp_host: row.smtp_host,
      smtp_port: row.smtp_port,
      smtp_username: row.smtp_username,
      smtp_encryption: oneOf(row.smtp_encryption, ['tls', 'ssl', 'none'] as const),
      smtp_password_set: row.smtp_password !== null,
      mailgun_domain: row.mailgun_domain,
      mailgun_region: oneOf(row.mailgun_region, ['us', 'eu'] as const),
      mailgun_secret_set: row.mailgun_secret !== null,
      ses_key: row.ses_key,
      ses_region: row.ses_region,
      ses_secret_set: row.ses_secret !== null,
      tested_at: row.mail_tested_at,
    },
  };
}

/**
 * An ed25519 public key in OpenSSH's format around 32 key bytes: the wire blob (length-prefixed
 * type name and key), base64 in the `authorized_keys` line, and the SHA256 fingerprint of the blob
 * as `ssh-keygen -lf` prints it.
 */
export function sshPublicKey(keyBytes: Uint8Array, comment: string): { publicKey: string; fingerprint: string } {
  const type = new TextEncoder().encode('ssh-ed25519');
  const blob = new Uint8Array(4 + type.length + 4 + keyBytes.length);
  const view = new DataView(blob.buffer);
  view.setUint32(0, type.length);
  blob.set(type, 4);
  view.setUint32(4 + type.length, keyBytes.length);
  blob.set(keyBytes, 8 + type.length);
  return {
    publicKey: `ssh-ed25519 ${base64(blob)} ${comment}`,
    fingerprint: `SHA256:${base64(sha256Bytes(blob)).replace(/=+$/, '')}`,
  };
}

/** Names that never resolve (RFC 2606 and RFC 6761). */
const UNRESOLVABLE = /(^|\.)(invalid|example)$/i;
const PRIVATE = /^(localhost|127\.\d+\.\d+\.\d+|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+|172\.(1[6-9]|2\d|3[01])\.\d+\.\d+|\[::1\])$|\.(localhost|local|internal)$/i;

/** What reaching `host:port` from the platform's servers would end in, as cURL words it; null when it would work. */
function connectionError(host: string, port: number): string | null {
  if (UNRESOLVABLE.test(host)) return `cURL error 6: Could not resolve host: ${host}`;
  if (PRIVATE.test(host)) return `cURL error 7: Failed to connect to ${host} port ${port}: Connection refused`;
  return null;
}

/** The WHMCS system URL without a trailing slash or the API path someone pasted along with it. */
export function whmcsBaseUrl(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/includes\/api\.php$/i, '');
}

/** WHMCS API credentials are 32 letters and digits. */
const WHMCS_CREDENTIAL = /^[A-Za-z0-9]{32}$/;

/**
 * What calling WHMCS's API (`GetAdminDetails` on `<url>/includes/api.php`) with these
 * credentials would answer: null when WHMCS accepts them, else the field to blame and why.
 */
export function testWhmcsConnection(url: string, identifier: string, secret: string): { field: 'url' | 'identifier'; message: string } | null {
  const endpoint = `${whmcsBaseUrl(url)}/includes/api.php`;
  const failure = connectionError(new URL(url).hostname, 443);
  if (failure) return { field: 'url', message: `Could not connect to ${endpoint}: ${failure}` };
  if (!WHMCS_CREDENTIAL.test(identifier) || !WHMCS_CREDENTIAL.test(secret)) {
    return { field: 'identifier', message: 'WHMCS refused the API credentials: Authentication Failed' };
  }
  return null;
}

/** Whether WHMCS could call the portal at `url`, and why not. */
export function reachHook(url: string): { reachable: boolean; error: string | null } {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return { reachable: false, error: 'WHMCS only calls hooks over HTTPS. Use an https:// portal URL in the app settings.' };
  const failure = connectionError(parsed.hostname, 443);
  return failure ? { reachable: false, error: failure } : { reachable: true, error: null };
}

/** Checks every hook now; answers how many WHMCS could not reach. */
export function checkHooks(portalUrl: string): number {
  const checkedAt = isoNow();
  let unreachable = 0;
  for (const hook of hooksInOrder()) {
    const result = reachHook(hookUrl(portalUrl, hook.slug));
    if (!result.reachable) unreachable += 1;
    db.whmcsHook.update({ where: { event: { equals: hook.event } }, data: { ...result, checked_at: checkedAt } });
  }
  return unreachable;
}

const MAILGUN_SECRET = /^(key-)?[0-9a-f]{32}(-[0-9a-f]{8}-[0-9a-f]{8})?$/;
const AWS_ACCESS_KEY = /^(AKIA|ASIA)[0-9A-Z]{16}$/;

/** What sending with the saved mail settings would end in, in the mailer's words; null when it goes out. */
export function mailTransportError(row: SetupRow): string | null {
  switch (row.mail_driver) {
    case 'smtp': {
      const host = row.smtp_host ?? '';
      const port = row.smtp_port ?? 587;
      const scheme = row.smtp_encryption === 'ssl' ? 'ssl://' : '';
      if (UNRESOLVABLE.test(host)) {
        return `Connection could not be established with host "${scheme}${host}:${port}": stream_socket_client(): php_network_getaddresses: getaddrinfo for ${host} failed: Name or service not known`;
      }
      if (PRIVATE.test(host)) return `Connection could not be established with host "${scheme}${host}:${port}": stream_socket_client(): Unable to connect to ${host}:${port} (Connection refused)`;
      return null;
    }
    case 'mailgun':
      return MAILGUN_SECRET.test(row.mailgun_secret ?? '') ? null : 'Unable to send an email: Forbidden (code 401).';
    case 'ses':
      return AWS_ACCESS_KEY.test(row.ses_key ?? '') && (row.ses_secret ?? '').length === 40
        ? null
        : 'Unable to send an email: The security token included in the request is invalid. (code 403).';
    default:
      return null;
  }
}
