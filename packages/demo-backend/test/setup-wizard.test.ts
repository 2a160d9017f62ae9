import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/fixtures.ts';
import { uninitiateSystem } from '../src/model/setup.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const ADMIN = 'admin@demo.test';
const WHMCS = { url: 'https://billing.mediadock.test', identifier: 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56', secret: 'Qr78St90Uv12Wx34Yz56Ab78Cd90Ef12' };

/** A fresh installation and a signed-in admin. */
async function freshInstall(): Promise<string> {
  uninitiateSystem();
  return signIn(ADMIN);
}

const state = async (token: string) => (await call('get', '/api/admin/system/init', { token })).body.data;

async function post(token: string, path: string, body?: unknown) {
  return call('post', path, { token, body });
}

async function changePassword(token: string, password = 'a-new-passphrase') {
  return post(token, '/api/admin/system/init/password', { current_password: DEMO_PASSWORD, password, password_confirmation: password });
}

async function saveAppSettings(token: string, overrides: Record<string, string> = {}) {
  return post(token, '/api/admin/system/init/app-settings', {
    app_name: 'StreamHaus',
    portal_url: 'https://portal.streamhaus.test',
    support_email: 'help@streamhaus.test',
    timezone: 'Europe/Berlin',
    ...overrides,
  });
}

describe('the set-up state', () => {
  it('starts done in the seed, with WHMCS billing and no secret in the answer', async () => {
    const token = await signIn(ADMIN);
    const { status, body } = await call('get', '/api/admin/system/init', { token });
    expect(status).toBe(200);
    expect(body.data.app_initiated).toBe(true);
    expect(body.data.missing).toEqual([]);
    expect(Object.values(body.data.steps)).toEqual(Array(7).fill('done'));
    expect(body.data.billing_type).toBe('whmcs');
    expect(body.data.ssh_key.public_key).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI\S+ portal@demo$/);
    expect(body.data.whmcs).toMatchObject({ url: 'https://billing.mediadock.test', secret_set: true });
    expect(body.data.mail).toMatchObject({ driver: 'smtp', smtp_password_set: true });
    expect(JSON.stringify(body)).not.toMatch(/tP4nK8wQz2LmR6vB9xC3hJ7dS5fG1aYe|demo-smtp-password/);
    expect(body.data.whmcs_hooks.every((hook: { reachable: boolean }) => hook.reachable)).toBe(true);
  });

  it('starts from the beginning after the system is uninitiated', async () => {
    const token = await freshInstall();
    const data = await state(token);
    expect(data.app_initiated).toBe(false);
    expect(data.missing).toEqual(['password', 'app_settings', 'ssh_keys', 'billing_type', 'whmcs', 'whmcs_hooks', 'email']);
    expect(data).toMatchObject({ billing_type: null, ssh_key: null, whmcs: { url: null, secret_set: false }, mail: { driver: null } });
    expect(data.whmcs_hooks.map((hook: { reachable: null }) => hook.reachable)).toEqual(Array(7).fill(null));
    expect((await call('get', '/api/system/settings')).body.data.app_initiated).toBe(false);
  });
});

describe('changing the admin password', () => {
  it('wants the current password, a new one of 8 characters and its confirmation', async () => {
    const token = await freshInstall();
    const { status, body } = await post(token, '/api/admin/system/init/password', {});
    expect(status).toBe(422);
    expect(body.errors).toEqual({ current_password: ['The current password field is required.'], password: ['The password field is required.'] });
    const short = await post(token, '/api/admin/system/init/password', { current_password: DEMO_PASSWORD, password: 'short', password_confirmation: 'other' });
    expect(short.body.errors.password).toEqual(['The password field must be at least 8 characters.', 'The password field confirmation does not match.']);
  });

  it('refuses a wrong current password and the same password again', async () => {
    const token = await freshInstall();
    const wrong = await post(token, '/api/admin/system/init/password', { current_password: 'guess1234', password: 'a-new-passphrase', password_confirmation: 'a-new-passphrase' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['The password is incorrect.'] });
    const same = await post(token, '/api/admin/system/init/password', { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD });
    expect(same.body.errors).toEqual({ password: ['The password field and current password must be different.'] });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const other = await signIn(ADMIN);
    const token = await freshInstall();
    const { status, body } = await changePassword(token);
    expect(status).toBe(200);
    expect(body.message).toBe('Your password has been changed.');
    expect(body.data.steps.password).toBe('done');
    expect((await call('get', '/api/get-user', { token })).status).toBe(200);
    expect((await call('get', '/api/get-user', { token: other })).status).toBe(401);
    expect((await call('post', '/api/login', { body: { email: ADMIN, password: DEMO_PASSWORD } })).status).toBe(422);
    expect((await call('post', '/api/login', { body: { email: ADMIN, password: 'a-new-passphrase' } })).status).toBe(200);
  });
});

describe('the app settings', () => {
  it('checks the URL, the address and the timezone', async () => {
    const token = await freshInstall();
    const { status, body } = await saveAppSettings(token, { app_name: '', portal_url: 'portal.streamhaus', support_email: 'help', timezone: 'Mars/Olympus_Mons' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      app_name: ['The app name field is required.'],
      portal_url: ['The portal url field must be a valid URL.'],
      support_email: ['The support email field must be a valid email address.'],
      timezone: ['The timezone field must be a valid timezone.'],
    });
  });

  it('saves them, and the app name reaches the system settings', async () => {
    const token = await freshInstall();
    const { body } = await saveAppSettings(token, { portal_url: 'https://portal.streamhaus.test/' });
    expect(body.data.steps.app_settings).toBe('done');
    expect(body.data.app_settings).toEqual({ app_name: 'StreamHaus', portal_url: 'https://portal.streamhaus.test', support_email: 'help@streamhaus.test', timezone: 'Europe/Berlin' });
    expect(body.data.whmcs_hooks[0].url).toBe('https://portal.streamhaus.test/api/whmcs/hooks/client-add');
    expect((await call('get', '/api/system/settings')).body.data.app_name).toBe('StreamHaus');
  });
});

describe('the SSH key pair', () => {
  it('is an OpenSSH ed25519 public key with its fingerprint', async () => {
    const token = await freshInstall();
    const { status, body } = await post(token, '/api/admin/system/init/ssh-keys');
    expect(status).toBe(200);
    const { public_key: publicKey, fingerprint } = body.data.ssh_key;
    expect(publicKey).toMatch(/^ssh-ed25519 [A-Za-z0-9+/]{68} portal@demo$/);
    expect(fingerprint).toMatch(/^SHA256:[A-Za-z0-9+/]{43}$/);
    const blob = Buffer.from(publicKey.split(' ')[1], 'base64');
    expect(blob.readUInt32BE(0)).toBe(11);
    expect(blob.subarray(4, 15).toString()).toBe('ssh-ed25519');
    expect(blob.readUInt32BE(15)).toBe(32);
    expect(blob.length).toBe(51);
    expect(body.data.steps.ssh_keys).toBe('done');
  });

  it('is only replaced when asked to regenerate it', async () => {
    const token = await freshInstall();
    const first = (await post(token, '/api/admin/system/init/ssh-keys')).body.data.ssh_key.public_key;
    const again = await post(token, '/api/admin/system/init/ssh-keys', {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already exists/);
    const regenerated = await post(token, '/api/admin/system/init/ssh-keys', { regenerate: true });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.data.ssh_key.public_key).not.toBe(first);
  });
});

describe('the billing type', () => {
  it('is whmcs or manual', async () => {
    const token = await freshInstall();
    const { status, body } = await post(token, '/api/admin/system/init/billing-type', { billing_type: 'stripe' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ billing_type: ['The selected billing type is invalid.'] });
  });

  it('takes the WHMCS steps out with manual billing, and their calls answer 409', async () => {
    const token = await freshInstall();
    const { body } = await post(token, '/api/admin/system/init/billing-type', { billing_type: 'manual' });
    expect(body.data.steps).toMatchObject({ billing_type: 'done', whmcs: 'not_applicable', whmcs_hooks: 'not_applicable' });
    expect(body.data.missing).toEqual(['password', 'app_settings', 'ssh_keys', 'email']);
    expect((await post(token, '/api/admin/system/init/whmcs', WHMCS)).status).toBe(409);
    expect((await post(token, '/api/admin/system/init/whmcs-hooks')).status).toBe(409);
  });
});

describe('the WHMCS API settings', () => {
  async function whmcsBilling(): Promise<string> {
    const token = await freshInstall();
    await post(token, '/api/admin/system/init/billing-type', { billing_type: 'whmcs' });
    return token;
  }

  it('want an https URL, an identifier and, the first time, a secret', async () => {
    const token = await whmcsBilling();
    const { status, body } = await post(token, '/api/admin/system/init/whmcs', { url: 'http://billing.streamhaus.test' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      url: ['The url field must start with one of the following: https://.'],
      identifier: ['The identifier field is required.'],
      secret: ['The secret field is required.'],
    });
  });

  it('are refused with the connection error when WHMCS cannot be reached', async () => {
    const token = await whmcsBilling();
    const { status, body } = await post(token, '/api/admin/system/init/whmcs', { ...WHMCS, url: 'https://billing.streamhaus.invalid' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      url: ['Could not connect to https://billing.streamhaus.invalid/includes/api.php: cURL error 6: Could not resolve host: billing.streamhaus.invalid'],
    });
    expect((await state(token)).whmcs.url).toBeNull();
  });

  it('are refused with WHMCS’s answer when it does not accept the credentials', async () => {
    const token = await whmcsBilling();
    const { status, body } = await post(token, '/api/admin/system/init/whmcs', { ...WHMCS, secret: 'my-admin-password' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ identifier: ['WHMCS refused the API credentials: Authentication Failed'] });
  });

  it('are saved once WHMCS accepts them; the secret is kept when left out', async () => {
    const token = await whmcsBilling();
    const { status, body } = await post(token, '/api/admin/system/init/whmcs', { ...WHMCS, url: 'https://billing.mediadock.test/includes/api.php' });
    expect(status).toBe(200);
    expect(body.data.whmcs).toMatchObject({ url: 'https://billing.mediadock.test', identifier: WHMCS.identifier, secret_set: true, verified_at: expect.any(String) });
    expect(body.data.steps.whmcs).toBe('done');
    expect(JSON.stringify(body)).not.toContain(WHMCS.secret);
    const again = await post(token, '/api/admin/system/init/whmcs', { url: WHMCS.url, identifier: WHMCS.identifier });
    expect(again.status).toBe(200);
  });
});

describe('the WHMCS hooks', () => {
  async function connected(portalUrl: string): Promise<string> {
    const token = await freshInstall();
    await saveAppSettings(token, { portal_url: portalUrl });
    await post(token, '/api/admin/system/init/billing-type', { billing_type: 'whmcs' });
    await post(token, '/api/admin/system/init/whmcs', WHMCS);
    return token;
  }

  it('are verified only once WHMCS is connected', async () => {
    const token = await freshInstall();
    const { status, body } = await post(token, '/api/admin/system/init/whmcs-hooks');
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['whmcs']);
  });

  it('are all reachable under an https portal URL', async () => {
    const token = await connected('https://portal.streamhaus.test');
    const { status, body } = await post(token, '/api/admin/system/init/whmcs-hooks');
    expect(status).toBe(200);
    expect(body.message).toBe('All 7 hooks are reachable.');
    expect(body.data.steps.whmcs_hooks).toBe('done');
    expect(body.data.whmcs_hooks[2]).toMatchObject({ event: 'AfterModuleCreate', reachable: true, error: null, checked_at: expect.any(String) });
  });

  it('say why WHMCS cannot reach them, and the step stays to do', async () => {
    const token = await connected('http://localhost:8080');
    const { body } = await post(token, '/api/admin/system/init/whmcs-hooks');
    expect(body.message).toBe('WHMCS could not reach 7 of 7 hooks.');
    expect(body.data.whmcs_hooks[0]).toMatchObject({ reachable: false, error: expect.stringMatching(/only calls hooks over HTTPS/) });
    expect(body.data.steps.whmcs_hooks).toBe('todo');
  });

  it('are checked again after the portal URL changes', async () => {
    const token = await connected('https://portal.streamhaus.test');
    await post(token, '/api/admin/system/init/whmcs-hooks');
    const { body } = await saveAppSettings(token, { portal_url: 'https://media.streamhaus.test' });
    expect(body.data.steps.whmcs_hooks).toBe('todo');
    expect(body.data.whmcs_hooks[0].reachable).toBeNull();
  });
});

describe('the mail settings', () => {
  it('want what the chosen driver needs', async () => {
    const token = await freshInstall();
    const smtp = await post(token, '/api/admin/system/init/email', { driver: 'smtp', from_address: 'no-reply@streamhaus.test', from_name: 'StreamHaus' });
    expect(smtp.status).toBe(422);
    expect(smtp.body.errors).toEqual({
      smtp_host: ['The smtp host field is required.'],
      smtp_port: ['The smtp port field is required.'],
      smtp_encryption: ['The smtp encryption field is required.'],
    });
    const ses = await post(token, '/api/admin/system/init/email', { driver: 'ses', from_address: 'x', from_name: 'StreamHaus', ses_key: 'AKIAIOSFODNN7EXAMPLE', ses_region: 'Frankfurt' });
    expect(ses.body.errors).toEqual({
      from_address: ['The from address field must be a valid email address.'],
      ses_secret: ['The ses secret field is required.'],
      ses_region: ['The ses region field format is invalid.'],
    });
    const unknown = await post(token, '/api/admin/system/init/email', { driver: 'sendmail', from_address: 'no-reply@streamhaus.test', from_name: 'StreamHaus' });
    expect(unknown.body.errors).toEqual({ driver: ['The selected driver is invalid.'] });
  });

  it('are saved without answering the password', async () => {
    const token = await freshInstall();
    const { status, body } = await post(token, '/api/admin/system/init/email', {
      driver: 'smtp',
      from_address: 'no-reply@streamhaus.test',
      from_name: 'StreamHaus',
      smtp_host: 'smtp.streamhaus.test',
      smtp_port: 587,
      smtp_encryption: 'tls',
      smtp_username: 'postmaster',
      smtp_password: 'correct horse battery staple',
    });
    expect(status).toBe(200);
    expect(body.data.steps.email).toBe('done');
    expect(body.data.mail).toMatchObject({ driver: 'smtp', smtp_host: 'smtp.streamhaus.test', smtp_port: 587, smtp_username: 'postmaster', smtp_password_set: true });
    expect(JSON.stringify(body)).not.toContain('correct horse');
  });

  it('send a test e-mail, or say what the mailer said', async () => {
    const token = await freshInstall();
    expect((await post(token, '/api/admin/system/init/email/test', { to: 'alex@streamhaus.test' })).body.errors).toEqual({ mail: ['Save the mail settings first.'] });
    await post(token, '/api/admin/system/init/email', { driver: 'smtp', from_address: 'no-reply@streamhaus.test', from_name: 'StreamHaus', smtp_host: 'smtp.streamhaus.invalid', smtp_port: 465, smtp_encryption: 'ssl' });
    const failed = await post(token, '/api/admin/system/init/email/test', { to: 'alex@streamhaus.test' });
    expect(failed.status).toBe(422);
    expect(failed.body.errors.mail[0]).toMatch(/^Connection could not be established with host "ssl:\/\/smtp\.streamhaus\.invalid:465"/);
    await post(token, '/api/admin/system/init/email', { driver: 'log', from_address: 'no-reply@streamhaus.test', from_name: 'StreamHaus' });
    const logged = await post(token, '/api/admin/system/init/email/test', { to: 'alex@streamhaus.test' });
    expect(logged.status).toBe(200);
    expect(logged.body.message).toMatch(/written to the application log/);
    expect(logged.body.data.mail.tested_at).toEqual(expect.any(String));
  });

  it('refuse a Mailgun key that Mailgun would not take', async () => {
    const token = await freshInstall();
    await post(token, '/api/admin/system/init/email', { driver: 'mailgun', from_address: 'no-reply@streamhaus.test', from_name: 'StreamHaus', mailgun_domain: 'mg.streamhaus.test', mailgun_secret: 'not-a-key', mailgun_region: 'eu' });
    const { body } = await post(token, '/api/admin/system/init/email/test', { to: 'alex@streamhaus.test' });
    expect(body.errors).toEqual({ mail: ['Unable to send an email: Forbidden (code 401).'] });
  });
});

describe('completing the set-up', () => {
  it('is refused while steps are missing, naming each', async () => {
    const token = await freshInstall();
    await changePassword(token);
    await post(token, '/api/admin/system/init/billing-type', { billing_type: 'manual' });
    const { status, body } = await post(token, '/api/admin/system/init/complete');
    expect(status).toBe(422);
    expect(body.message).toBe('The set-up is not finished. Still to do: App settings, SSH keys, E-mail.');
    expect(body.errors).toEqual({
      app_settings: ['Save the app settings.'],
      ssh_keys: ['Generate the SSH key pair for the nodes.'],
      email: ['Save the mail settings.'],
    });
    expect((await call('get', '/api/system/settings')).body.data.app_initiated).toBe(false);
  });

  it('initiates the system once every step that applies is done', async () => {
    const token = await freshInstall();
    await changePassword(token);
    await saveAppSettings(token);
    await post(token, '/api/admin/system/init/ssh-keys');
    await post(token, '/api/admin/system/init/billing-type', { billing_type: 'whmcs' });
    await post(token, '/api/admin/system/init/whmcs', WHMCS);
    await post(token, '/api/admin/system/init/whmcs-hooks');
    await post(token, '/api/admin/system/init/email', { driver: 'log', from_address: 'no-reply@streamhaus.test', from_name: 'StreamHaus' });
    const { status, body } = await post(token, '/api/admin/system/init/complete');
    expect(status).toBe(200);
    expect(body.message).toBe('The set-up is complete. StreamHaus is ready.');
    expect(body.data.app_initiated).toBe(true);
    expect((await call('get', '/api/system/settings')).body.data.app_initiated).toBe(true);
  });

  it('changes nothing on a system that is already set up', async () => {
    const token = await signIn(ADMIN);
    const { status, body } = await post(token, '/api/admin/system/init/complete');
    expect(status).toBe(200);
    expect(body.message).toBe('The system is already set up.');
  });
});
