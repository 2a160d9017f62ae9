import { db } from '#db/database.ts';
import { isoNow } from '#lib/clock.ts';
import { randomBytes } from '#lib/crypto.ts';
import { conflict, HttpError, validationFailed } from '#lib/http-error.ts';
import { route } from '#lib/route.ts';
import { bool, currentPassword, optionalStr, regex, str, validate, type RuleSpec } from '#lib/validation.ts';
import { changePassword, requireAdmin } from '#model/auth.ts';
import { settings, updateSettings } from '#model/settings.ts';
import {
  checkHooks,
  forgetHookChecks,
  mailTransportError,
  missingSteps,
  setupRow,
  sshPublicKey,
  STEP_LABELS,
  STEP_TODO,
  testWhmcsConnection,
  toSetupState,
  updateSetup,
  whmcsBaseUrl,
} from '#model/setup.ts';

const MAIL_DRIVERS = ['smtp', 'mailgun', 'ses', 'log'] as const;
type MailDriver = (typeof MAIL_DRIVERS)[number];
const isMailDriver = (value: unknown): value is MailDriver => MAIL_DRIVERS.includes(value as MailDriver);
/** Regions where SES runs look like `eu-west-1` or `us-gov-west-1`. */
const AWS_REGION = /^[a-z]{2}(-gov)?-[a-z]+-\d$/;

function answer(message: string) {
  return { success: true, message, data: toSetupState() };
}

/** The WHMCS steps answer 409 once the admin chose manual billing. */
function requireWhmcsBilling(): void {
  if (setupRow().billing_type === 'manual') {
    throw conflict('The WHMCS settings only apply to WHMCS billing. Choose WHMCS as the billing type first.');
  }
}

/** What the chosen driver needs; a saved password or secret may be left out to keep it. */
function mailRules(driver: MailDriver): Record<string, RuleSpec> {
  const row = setupRow();
  const secret = (saved: string | null): string => (saved ? 'nullable|string|max:255' : 'required|string|max:255');
  switch (driver) {
    case 'smtp':
      return {
        smtp_host: 'required|string|max:255',
        smtp_port: 'required|integer|min:1|max:65535',
        smtp_encryption: 'required|string|in:tls,ssl,none',
        smtp_username: 'nullable|string|max:255',
        smtp_password: 'nullable|string|max:255',
      };
    case 'mailgun':
      return { mailgun_domain: 'required|string|max:255', mailgun_secret: secret(row.mailgun_secret), mailgun_region: 'required|string|in:us,eu' };
    case 'ses':
      return { ses_key: 'required|string|max:255', ses_secret: secret(row.ses_secret), ses_region: ['required', 'string', regex(AWS_REGION)] };
    case 'log':
      return {};
  }
}

export const setupWizardHandlers = [
  route('get', '/api/admin/system/init')(({ request }) => {
    requireAdmin(request);
    return { success: true, data: toSetupState() };
  }),

  route('post', '/api/admin/system/init/password')(({ request, body }) => {
    const admin = requireAdmin(request);
    validate(body, {
      current_password: ['required', 'string', currentPassword(admin.password)],
      password: 'required|string|min:8|confirmed|different:current_password',
    });
    changePassword(request, admin, str(body.password));
    updateSetup({ password_changed_at: isoNow() });
    return answer('Your password has been changed.');
  }),

  route('post', '/api/admin/system/init/app-settings')(({ request, body }) => {
    requireAdmin(request);
    validate(body, {
      app_name: 'required|string|max:60',
      portal_url: 'required|string|url|max:255',
      support_email: 'required|string|email|max:255',
      timezone: 'required|string|timezone',
    });
    const portalUrl = str(body.portal_url).replace(/\/+$/, '');
    if (portalUrl !== setupRow().portal_url) forgetHookChecks();
    updateSettings({ app_name: str(body.app_name) });
    updateSetup({ portal_url: portalUrl, support_email: str(body.support_email), timezone: str(body.timezone), app_settings_saved_at: isoNow() });
    return answer('The app settings have been saved.');
  }),

  route('post', '/api/admin/system/init/ssh-keys')(({ request, body }) => {
    requireAdmin(request);
    const existing = setupRow().ssh_public_key;
    if (existing && !bool(body.regenerate)) {
      throw conflict('An SSH key pair already exists. Regenerating it replaces the key the nodes trust now.');
    }
    const key = sshPublicKey(randomBytes(32), `portal@${settings().tenant}`);
    updateSetup({ ssh_public_key: key.publicKey, ssh_fingerprint: key.fingerprint, ssh_key_created_at: isoNow() });
    return answer(
      existing
        ? 'A new SSH key pair has been generated. Replace the old public key on every node.'
        : 'The SSH key pair has been generated. Add the public key to every node.',
    );
  }),

  route('post', '/api/admin/system/init/billing-type')(({ request, body }) => {
    requireAdmin(request);
    validate(body, { billing_type: 'required|string|in:whmcs,manual' });
    const billingType = str(body.billing_type);
    updateSetup({ billing_type: billingType });
    return answer(billingType === 'whmcs' ? 'Customers will order and pay in WHMCS.' : 'You will record payments yourself.');
  }),

  route('post', '/api/admin/system/init/whmcs')(({ request, body }) => {
    requireAdmin(request);
    requireWhmcsBilling();
    const row = setupRow();
    validate(body, {
      url: 'required|string|url|starts_with:https://|max:255',
      identifier: 'required|string|max:255',
      secret: row.whmcs_secret ? 'nullable|string|max:255' : 'required|string|max:255',
    });
    const url = whmcsBaseUrl(str(body.url));
    const identifier = str(body.identifier);
    const secret = optionalStr(body.secret) ?? row.whmcs_secret ?? '';
    const failure = testWhmcsConnection(url, identifier, secret);
    if (failure) throw validationFailed({ [failure.field]: [failure.message] });
    if (url !== row.whmcs_url) forgetHookChecks();
    updateSetup({ whmcs_url: url, whmcs_identifier: identifier, whmcs_secret: secret, whmcs_verified_at: isoNow() });
    return answer('WHMCS accepted the API credentials. The settings have been saved.');
  }),

  route('post', '/api/admin/system/init/whmcs-hooks')(({ request }) => {
    requireAdmin(request);
    requireWhmcsBilling();
    const row = setupRow();
    if (!row.whmcs_verified_at) throw validationFailed({ whmcs: ['Save the WHMCS API settings first: WHMCS calls the hooks, so it has to be connected.'] });
    if (!row.portal_url) throw validationFailed({ portal_url: ['Save the portal URL in the app settings first: the hooks live under it.'] });
    const total = db.whmcsHook.count();
    const unreachable = checkHooks(row.portal_url);
    return answer(unreachable === 0 ? `All ${total} hooks are reachable.` : `WHMCS could not reach ${unreachable} of ${total} hooks.`);
  }),

  route('post', '/api/admin/system/init/email')(({ request, body }) => {
    requireAdmin(request);
    validate(body, {
      driver: 'required|string|in:smtp,mailgun,ses,log',
      from_address: 'required|string|email|max:255',
      from_name: 'required|string|max:100',
      ...(isMailDriver(body.driver) ? mailRules(body.driver) : {}),
    });
    const driver = isMailDriver(body.driver) ? body.driver : 'log';
    const row = setupRow();
    const keep = (field: string, saved: string | null) => optionalStr(body[field]) ?? saved;
    updateSetup({
      mail_driver: driver,
      mail_from_address: str(body.from_address),
      mail_from_name: str(body.from_name),
      ...(driver === 'smtp'
        ? {
            smtp_host: str(body.smtp_host),
            smtp_port: Number(body.smtp_port),
            smtp_encryption: str(body.smtp_encryption),
            smtp_username: optionalStr(body.smtp_username),
            // Without a username the server takes no password: a saved one would be sent for nothing.
            smtp_password: body.smtp_username ? keep('smtp_password', row.smtp_password) : null,
          }
        : {}),
      ...(driver === 'mailgun'
        ? { mailgun_domain: str(body.mailgun_domain), mailgun_secret: keep('mailgun_secret', row.mailgun_secret), mailgun_region: str(body.mailgun_region) }
        : {}),
      ...(driver === 'ses' ? { ses_key: str(body.ses_key), ses_secret: keep('ses_secret', row.ses_secret), ses_region: str(body.ses_region) } : {}),
    });
    return answer('The mail settings have been saved.');
  }),

  route('post', '/api/admin/system/init/email/test')(({ request, body }) => {
    requireAdmin(request);
    validate(body, { to: 'required|string|email|max:255' });
    const row = setupRow();
    if (!row.mail_driver) throw validationFailed({ mail: ['Save the mail settings first.'] });
    const failure = mailTransportError(row);
    if (failure) throw validationFailed({ mail: [failure] });
    updateSetup({ mail_tested_at: isoNow() });
    const to = str(body.to);
    return answer(
      row.mail_driver === 'log'
        ? `The test e-mail to ${to} was written to the application log (storage/logs/laravel.log): the log driver sends nothing.`
        : `A test e-mail is on its way to ${to}.`,
    );
  }),

  route('post', '/api/admin/system/init/complete')(({ request }) => {
    requireAdmin(request);
    if (settings().app_initiated) return answer('The system is already set up.');
    const missing = missingSteps();
    if (missing.length > 0) {
      const errors = Object.fromEntries(missing.map((step) => [step, [STEP_TODO[step]]]));
      throw new HttpError(422, `The set-up is not finished. Still to do: ${missing.map((step) => STEP_LABELS[step]).join(', ')}.`, errors);
    }
    updateSettings({ app_initiated: true });
    return answer(`The set-up is complete. ${settings().app_name} is ready.`);
  }),
];
