import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { GENERATED_CUSTOMERS } from '../src/db/users/seed.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';
import { RESELLER_CUSTOMERS } from '../src/db/reseller/seed.ts';

setupDemoBackend();

describe('the admin user list', () => {
  it('pages through the demo accounts and the generated customers', async () => {
    const token = await signIn('admin@demo.test');
    expect(db.user.count()).toBe(18 + GENERATED_CUSTOMERS + RESELLER_CUSTOMERS);
    const last = await call('get', '/api/admin/users', { token, query: { perpage: 100, page: 4 } });
    expect(last.body.meta).toEqual({ current_page: 4, last_page: 4, per_page: 100, total: 18 + GENERATED_CUSTOMERS + RESELLER_CUSTOMERS });
    expect(last.body.data).toHaveLength(18 + GENERATED_CUSTOMERS + RESELLER_CUSTOMERS - 300);
  });

  it('adds the admin flag, the number of servers and the date of sign-up to each row', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/users', { token, query: { search: 'plex@demo.test' } });
    const servers = db.server.getAll().filter((server) => server.user_id === DEMO_IDS.users.plex).length;
    expect(body.data).toEqual([expect.objectContaining({ id: DEMO_IDS.users.plex, admin: false, server_count: servers, created_at: expect.any(String) })]);
  });

  it.each([
    ['admin', (user: { admin: boolean }) => user.admin],
    ['moderator', (user: { is_moderator: boolean }) => user.is_moderator],
    ['contributor', (user: { is_contributor: boolean }) => user.is_contributor],
    ['trial', (user: { is_trial: boolean }) => user.is_trial],
    ['customer', (user: { admin: boolean; is_moderator: boolean }) => !user.admin && !user.is_moderator],
  ] as const)('filters by the role %s', async (role, holds) => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/users', { token, query: { role, perpage: 100 } });
    const expected = db.user.getAll().filter((user) => (holds as (row: typeof user) => boolean)(user));
    expect(body.meta.total).toBe(expected.length);
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.data.every((user: never) => (holds as (row: never) => boolean)(user))).toBe(true);
  });

  it('combines the role with the search and the order', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/users', { token, query: { role: 'admin', search: 'demo.test', sortColumn: 'email', sortDirection: 'desc' } });
    expect(body.data.map((user: { email: string }) => user.email)).toEqual(['sam.rivera@demo.test', 'admin@demo.test']);
  });
});

describe("a user's servers", () => {
  it('lists them with their node', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/users/user/{id}/servers', { token, path: { id: DEMO_IDS.users.plex } });
    const rows = db.server.getAll().filter((server) => server.user_id === DEMO_IDS.users.plex);
    expect(body.data).toHaveLength(rows.length);
    const first = rows.sort((a, b) => a.id - b.id)[0]!;
    const node = db.node.findFirst({ where: { id: { equals: first.node_id } } })!;
    expect(body.data[0]).toEqual({ id: first.id, name: first.name, type: first.type, status: first.status, node: { id: node.id, name: node.alias } });
  });

  it('is empty for a customer without servers, and 404 for an unknown user', async () => {
    const token = await signIn('admin@demo.test');
    expect((await call('get', '/api/admin/users/user/{id}/servers', { token, path: { id: 101 } })).body.data).toEqual([]);
    expect((await call('get', '/api/admin/users/user/{id}/servers', { token, path: { id: 99_999 } })).status).toBe(404);
  });
});

describe('impersonating a user', () => {
  it('hands out a token that signs in as the user once, and the way back', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('post', '/api/admin/users/user/{id}/impersonate', { token, path: { id: DEMO_IDS.users.emby } });
    const link = body.data.token as string;
    const signedIn = await call('get', '/api/impersonate/{token}', { path: { token: link } });
    expect(signedIn.body.user).toMatchObject({ id: DEMO_IDS.users.emby });
    const home = await call('post', '/api/return-home', { token: signedIn.body.token, body: { return_key: signedIn.body.return_key, user_id: DEMO_IDS.users.emby } });
    expect(home.body.user).toMatchObject({ id: DEMO_IDS.users.admin });
    expect((await call('get', '/api/impersonate/{token}', { path: { token: link } })).status).toBe(404);
  });

  it('refuses oneself, other admins and unknown users', async () => {
    const token = await signIn('admin@demo.test');
    const self = await call('post', '/api/admin/users/user/{id}/impersonate', { token, path: { id: DEMO_IDS.users.admin } });
    expect(self).toMatchObject({ status: 403, body: { message: 'You cannot impersonate yourself.' } });
    const other = await call('post', '/api/admin/users/user/{id}/impersonate', { token, path: { id: DEMO_IDS.users.secondAdmin } });
    expect(other).toMatchObject({ status: 403, body: { message: 'Admins cannot be impersonated.' } });
    expect((await call('post', '/api/admin/users/user/{id}/impersonate', { token, path: { id: 99_999 } })).status).toBe(404);
  });
});
