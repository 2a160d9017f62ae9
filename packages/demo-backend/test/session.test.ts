import { login, logout, returnHome, sessionStore } from '@portal/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import {
  DEMO_IDS,
  DEMO_IMPERSONATION_TOKEN,
  DEMO_INVITE_KEY,
  DEMO_INVITE_KEY_WITHOUT_PRODUCTS,
  DEMO_PASSWORD,
  DEMO_RESET_EMAIL,
  DEMO_RESET_TOKEN,
  DEMO_USED_INVITE_KEY,
  demoAccounts,
} from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

afterEach(() => {
  sessionStore.setState({ token: null, user: null, returnKey: null });
});

describe('signing in', () => {
  it.each(demoAccounts.map((account) => [account.role, account] as const))('signs in the %s demo account', async (_role, account) => {
    const { status, body } = await call('post', '/api/login', { body: { email: account.email, password: account.password } });
    expect(status).toBe(200);
    expect(body.user.email).toBe(account.email);
    expect(body.token).toMatch(/^\d+\|\w{40}$/);
  });

  it('gives each role the flags the portal routes by', async () => {
    const flags = async (email: string) => (await call('post', '/api/login', { body: { email, password: DEMO_PASSWORD } })).body.user;
    expect(await flags('admin@demo.test')).toMatchObject({ admin: true, is_admin: true });
    expect(await flags('plex@demo.test')).toMatchObject({ admin: false, has_plex: true, is_reseller: false });
    expect(await flags('emby@demo.test')).toMatchObject({ has_plex: false });
    expect(await flags('reseller@demo.test')).toMatchObject({ is_reseller: true, reseller_node: null });
    expect(await flags('node@demo.test')).toMatchObject({ is_reseller: false, reseller_node: DEMO_IDS.nodes.resellerWaw });
    expect(await flags('lucas.ferreira@demo.test')).toMatchObject({ reseller_customer: true });
    expect(await flags('moderator@demo.test')).toMatchObject({ is_moderator: true, admin: false });
    expect(await flags('billing@demo.test')).toMatchObject({ is_whmcs_user: true });
  });

  it('answers wrong credentials with the Laravel message on the email field', async () => {
    const { status, body } = await call('post', '/api/login', { body: { email: 'plex@demo.test', password: 'wrong-password' } });
    expect(status).toBe(422);
    expect(body).toEqual({
      success: false,
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('validates like Laravel, counting the further errors in the message', async () => {
    const empty = await call('post', '/api/login', { body: { email: '', password: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('The email field is required. (and 1 more error)');
    expect(empty.body.errors).toEqual({ email: ['The email field is required.'], password: ['The password field is required.'] });

    const badEmail = await call('post', '/api/login', { body: { email: 'not-an-address', password: 'x' } });
    expect(badEmail.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
    expect(badEmail.body.message).toBe('The email field must be a valid email address.');
  });

  it('accepts the e-mail address in any case and with spaces around it', async () => {
    const { status } = await call('post', '/api/login', { body: { email: '  PLEX@Demo.Test ', password: DEMO_PASSWORD } });
    expect(status).toBe(200);
  });

  it('keeps an instance and still signs in', async () => {
    const { status, body } = await call('post', '/api/login', { body: { email: 'plex@demo.test', password: DEMO_PASSWORD, instance: 'okafor-media' } });
    expect(status).toBe(200);
    expect(db.accessToken.findFirst({ where: { token: { equals: body.token } } })?.instance).toBe('okafor-media');
  });

  it('locks an address out after five failed attempts', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await call('post', '/api/login', { body: { email: 'emby@demo.test', password: 'guess' } })).status).toBe(422);
    }
    const locked = await call('post', '/api/login', { body: { email: 'emby@demo.test', password: DEMO_PASSWORD } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
  });

  it('hashes a password imported in plain text once its owner signs in', async () => {
    expect(db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.billing } } })?.password).toBe(DEMO_PASSWORD);
    await signIn('billing@demo.test');
    expect(db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.billing } } })?.password).toMatch(/^sha256\$/);
    await signIn('billing@demo.test');
  });

  it('lets only admins through the admin login', async () => {
    const admin = await call('post', '/api/admin/login', { body: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
    expect(admin.status).toBe(200);
    expect(admin.body.user.admin).toBe(true);

    const customer = await call('post', '/api/admin/login', { body: { email: 'plex@demo.test', password: DEMO_PASSWORD } });
    expect(customer.status).toBe(422);
    expect(customer.body.errors.email).toEqual(['These credentials do not match our records.']);
  });

  it('signs in through the portal’s own api-client', async () => {
    const user = await login({ email: 'jellyfin@demo.test', password: DEMO_PASSWORD });
    expect(user.name).toBe('Mateo García');
    expect(sessionStore.getState().token).toBeTruthy();
  });
});

describe('the current user', () => {
  it('is answered for a valid token on both user calls', async () => {
    const token = await signIn('plex@demo.test');
    const fromSession = await call('get', '/api/get-user', { token });
    expect(fromSession.status).toBe(200);
    expect(fromSession.body.data).toMatchObject({ id: DEMO_IDS.users.plex, name: 'Jordan Lee' });
    const fromCustomer = await call('get', '/api/customer/user/fetch', { token });
    expect(fromCustomer.body.data).toEqual(fromSession.body.data);
  });

  it('is 401 Unauthenticated without a token or with an unknown one', async () => {
    for (const token of [null, 'nope', '1|abcdefghijklmnopqrstuvwxyz0123456789ABCD']) {
      const { status, body } = await call('get', '/api/get-user', { token });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, message: 'Unauthenticated.' });
    }
  });
});

describe('signing out', () => {
  it('revokes the token', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('post', '/api/logout', { token })).status).toBe(200);
    expect((await call('get', '/api/get-user', { token })).status).toBe(401);
    expect((await call('post', '/api/logout', { token })).status).toBe(401);
  });

  it('revokes only that session', async () => {
    const first = await signIn('plex@demo.test');
    const second = await signIn('plex@demo.test');
    await call('post', '/api/logout', { token: first });
    expect((await call('get', '/api/get-user', { token: second })).status).toBe(200);
  });

  it('works with the api-client’s logout', async () => {
    await login({ email: 'plex@demo.test', password: DEMO_PASSWORD });
    const token = sessionStore.getState().token;
    await logout();
    expect((await call('get', '/api/get-user', { token })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address has an account', async () => {
    const known = await call('post', '/api/password/create', { body: { email: 'emby@demo.test' } });
    const unknown = await call('post', '/api/password/create', { body: { email: 'nobody@demo.test' } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(db.passwordReset.getAll().filter((reset) => reset.email === 'emby@demo.test')).toHaveLength(1);
    expect(db.passwordReset.getAll().some((reset) => reset.email === 'nobody@demo.test')).toBe(false);
  });

  it('validates the address', async () => {
    const { status, body } = await call('post', '/api/password/create', { body: {} });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ email: ['The email field is required.'] });
  });

  it('sets the new password with the demo token, which is then used up', async () => {
    const reset = await call('post', '/api/password/reset', {
      body: { token: DEMO_RESET_TOKEN, email: DEMO_RESET_EMAIL, password: 'new-secret-42', password_confirmation: 'new-secret-42' },
    });
    expect(reset.status).toBe(200);
    expect((await call('post', '/api/login', { body: { email: DEMO_RESET_EMAIL, password: DEMO_PASSWORD } })).status).toBe(422);
    expect((await call('post', '/api/login', { body: { email: DEMO_RESET_EMAIL, password: 'new-secret-42' } })).status).toBe(200);
    const again = await call('post', '/api/password/reset', {
      body: { token: DEMO_RESET_TOKEN, email: DEMO_RESET_EMAIL, password: 'other-secret-1', password_confirmation: 'other-secret-1' },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['This password reset token is invalid.'] });
  });

  it('signs the user out everywhere', async () => {
    const token = await signIn(DEMO_RESET_EMAIL);
    await call('post', '/api/password/reset', { body: { token: DEMO_RESET_TOKEN, email: DEMO_RESET_EMAIL, password: 'new-secret-42', password_confirmation: 'new-secret-42' } });
    expect((await call('get', '/api/get-user', { token })).status).toBe(401);
  });

  it('needs the token and the address to belong together', async () => {
    const { status, body } = await call('post', '/api/password/reset', {
      body: { token: DEMO_RESET_TOKEN, email: 'emby@demo.test', password: 'new-secret-42', password_confirmation: 'new-secret-42' },
    });
    expect(status).toBe(422);
    expect(body.errors.email).toEqual(['This password reset token is invalid.']);
  });

  it('needs eight characters, confirmed', async () => {
    const { status, body } = await call('post', '/api/password/reset', {
      body: { token: DEMO_RESET_TOKEN, email: DEMO_RESET_EMAIL, password: 'short', password_confirmation: 'other' },
    });
    expect(status).toBe(422);
    expect(body.errors.password).toEqual(['The password field must be at least 8 characters.', 'The password field confirmation does not match.']);
    expect(body.message).toBe('The password field must be at least 8 characters. (and 1 more error)');
  });

  it('works with a token requested through the form', async () => {
    await call('post', '/api/password/create', { body: { email: 'jellyfin@demo.test' } });
    const token = db.passwordReset.getAll().find((reset) => reset.email === 'jellyfin@demo.test')?.token;
    const { status } = await call('post', '/api/password/reset', { body: { token, email: 'jellyfin@demo.test', password: 'brand-new-pass', password_confirmation: 'brand-new-pass' } });
    expect(status).toBe(200);
  });
});

describe('accepting an invite', () => {
  const account = { name: 'Robin Vale', email: 'robin.vale@demo.test', password: 'robin-pass-1', password_confirmation: 'robin-pass-1' };

  it('verifies a key with products and one without', async () => {
    const withProducts = await call('get', '/api/accept-invite/{key}/verify', { path: { key: DEMO_INVITE_KEY } });
    expect(withProducts.body.data).toEqual({ key: DEMO_INVITE_KEY, email: null, has_products: true });
    const without = await call('get', '/api/accept-invite/{key}/verify', { path: { key: DEMO_INVITE_KEY_WITHOUT_PRODUCTS.toLowerCase() } });
    expect(without.body.data.has_products).toBe(false);
  });

  it('refuses unknown and used keys', async () => {
    expect((await call('get', '/api/accept-invite/{key}/verify', { path: { key: 'NO-SUCH-KEY' } })).status).toBe(404);
    const used = await call('get', '/api/accept-invite/{key}/verify', { path: { key: DEMO_USED_INVITE_KEY } });
    expect(used.status).toBe(422);
    expect(used.body.errors.key).toEqual(['This invite key has already been used.']);
  });

  it('creates the account, signs it in and uses up the key', async () => {
    const created = await call('post', '/api/accept-invite/{key}/create-account', { path: { key: DEMO_INVITE_KEY }, body: account });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ name: 'Robin Vale', email: 'robin.vale@demo.test', admin: false });

    const me = await call('get', '/api/get-user', { token: created.body.token });
    expect(me.body.data.email).toBe('robin.vale@demo.test');

    const products = await call('get', '/api/accept-invite/{key}/products', { path: { key: DEMO_INVITE_KEY }, token: created.body.token });
    expect(products.body.data.map((product: { name: string }) => product.name)).toEqual(['Plex Starter', 'Emby Standard', 'Jellyfin Standard']);

    expect((await call('get', '/api/accept-invite/{key}/verify', { path: { key: DEMO_INVITE_KEY } })).status).toBe(422);
    expect((await call('post', '/api/accept-invite/{key}/create-account', { path: { key: DEMO_INVITE_KEY }, body: { ...account, email: 'x@demo.test' } })).status).toBe(422);
    expect((await call('post', '/api/login', { body: { email: account.email, password: account.password } })).status).toBe(200);
  });

  it('offers no products with a key that has none', async () => {
    const { body } = await call('post', '/api/accept-invite/{key}/create-account', { path: { key: DEMO_INVITE_KEY_WITHOUT_PRODUCTS }, body: account });
    const products = await call('get', '/api/accept-invite/{key}/products', { path: { key: DEMO_INVITE_KEY_WITHOUT_PRODUCTS }, token: body.token });
    expect(products.body.data).toEqual([]);
  });

  it('validates the new account', async () => {
    const { status, body } = await call('post', '/api/accept-invite/{key}/create-account', {
      path: { key: DEMO_INVITE_KEY },
      body: { name: '', email: 'plex@demo.test', password: 'short', password_confirmation: 'short' },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email has already been taken.'],
      password: ['The password field must be at least 8 characters.'],
    });
    expect(body.message).toBe('The name field is required. (and 2 more errors)');
  });

  it('asks for a signed-in user before listing products', async () => {
    expect((await call('get', '/api/accept-invite/{key}/products', { path: { key: DEMO_INVITE_KEY } })).status).toBe(401);
  });
});

describe('requesting a trial', () => {
  const request = { name: 'Noor Haddad', email: 'noor.haddad@example.com', server_type: 'jellyfin', message: 'For my family abroad.' };

  it('records the request and tells the admins', async () => {
    const before = db.notification.getAll().filter((row) => row.user_id === DEMO_IDS.users.admin).length;
    const { status, body } = await call('post', '/api/request-trial', { body: request });
    expect(status).toBe(200);
    expect(body.message).toMatch(/Jellyfin trial/);
    expect(db.trialRequest.getAll().some((trial) => trial.email === request.email && trial.status === 'pending')).toBe(true);
    expect(db.notification.getAll().filter((row) => row.user_id === DEMO_IDS.users.admin)).toHaveLength(before + 1);
  });

  it('accepts only the three server types', async () => {
    const { status, body } = await call('post', '/api/request-trial', { body: { ...request, server_type: 'kodi' } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ server_type: ['The selected server type is invalid.'] });
  });

  it('refuses a second pending request for the same address', async () => {
    await call('post', '/api/request-trial', { body: request });
    const { status, body } = await call('post', '/api/request-trial', { body: request });
    expect(status).toBe(422);
    expect(body.errors.email).toEqual(['A trial has already been requested with this e-mail address.']);
  });

  it('is 403 while trial requests are switched off', async () => {
    db.setting.update({ where: { id: { equals: 'system' } }, data: { user_request_trial: false } });
    const { status, body } = await call('post', '/api/request-trial', { body: request });
    expect(status).toBe(403);
    expect(body.success).toBe(false);
  });
});

describe('impersonation', () => {
  it('signs in as the customer with a return key, and returns home to the admin', async () => {
    const impersonated = await call('get', '/api/impersonate/{token}', { path: { token: DEMO_IMPERSONATION_TOKEN } });
    expect(impersonated.status).toBe(200);
    expect(impersonated.body.user).toMatchObject({ id: DEMO_IDS.users.plex, email: 'plex@demo.test' });
    const customerToken = impersonated.body.token;
    expect((await call('get', '/api/get-user', { token: customerToken })).body.data.id).toBe(DEMO_IDS.users.plex);

    const home = await call('post', '/api/return-home', {
      token: customerToken,
      body: { return_key: impersonated.body.return_key, user_id: DEMO_IDS.users.plex },
    });
    expect(home.status).toBe(200);
    expect(home.body.user).toMatchObject({ id: DEMO_IDS.users.admin, admin: true });
    expect(home.body.redirect_data).toEqual({ path: `/app/admin/dashboard?restore-session=1&modaltype=user&userid=${DEMO_IDS.users.plex}` });
    expect((await call('get', '/api/get-user', { token: home.body.token })).body.data.id).toBe(DEMO_IDS.users.admin);
    expect((await call('get', '/api/get-user', { token: customerToken })).status).toBe(401);
  });

  it('uses the link once', async () => {
    await call('get', '/api/impersonate/{token}', { path: { token: DEMO_IMPERSONATION_TOKEN } });
    expect((await call('get', '/api/impersonate/{token}', { path: { token: DEMO_IMPERSONATION_TOKEN } })).status).toBe(404);
  });

  it('refuses a wrong return key or another user id', async () => {
    const { body } = await call('get', '/api/impersonate/{token}', { path: { token: DEMO_IMPERSONATION_TOKEN } });
    const token = body.token as string;
    const wrongUser = await call('post', '/api/return-home', { token, body: { return_key: body.return_key, user_id: DEMO_IDS.users.emby } });
    expect(wrongUser.status).toBe(403);
    expect(wrongUser.body.message).toBe('This action is unauthorized.');
    expect((await call('post', '/api/return-home', { token, body: { return_key: 'made-up', user_id: DEMO_IDS.users.plex } })).status).toBe(403);
    const someoneElse = await signIn('emby@demo.test');
    expect((await call('post', '/api/return-home', { token: someoneElse, body: { return_key: body.return_key, user_id: DEMO_IDS.users.plex } })).status).toBe(403);
    expect((await call('post', '/api/return-home', { body: { return_key: body.return_key, user_id: DEMO_IDS.users.plex } })).status).toBe(401);
  });

  it('works with the api-client’s returnHome', async () => {
    const { body } = await call('get', '/api/impersonate/{token}', { path: { token: DEMO_IMPERSONATION_TOKEN } });
    sessionStore.setState({ token: body.token, user: body.user, returnKey: body.return_key });
    await expect(returnHome()).resolves.toEqual({ path: `/app/admin/dashboard?restore-session=1&modaltype=user&userid=${DEMO_IDS.users.plex}` });
    expect(sessionStore.getState().user?.admin).toBe(true);
    expect(sessionStore.getState().returnKey).toBeNull();
  });
});

describe('system settings', () => {
  it('are public', async () => {
    const { status, body } = await call('get', '/api/system/settings');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      app_name: 'MediaDock',
      demo_mode: true,
      past_due: false,
      request_lounge: true,
      user_invite_keys: true,
      user_request_trial: true,
      app_initiated: true,
      tenant: 'demo',
      logo: { image: false, data: null },
      icon: { image: false, data: null },
      has_reseller_products: true,
    });
    expect(body.data.menu.wiki_url).toMatch(/^https:\/\//);
    expect(body.data.menu.links.length).toBeGreaterThan(0);
  });
});
