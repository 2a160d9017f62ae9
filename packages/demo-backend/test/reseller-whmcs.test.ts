import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const { resellerLon, resellerWaw, fra01 } = DEMO_IDS.nodes;
const invitePath = '/api/reseller/whmcs/nodes/{node}/containers/{container}/invites/{invite}';


describe('the reseller’s WHMCS link', () => {
  it('answers the seeded link without its secret, healthy at the last test', async () => {
    const token = await signIn('reseller@demo.test');
    const { status, body } = await call('get', '/api/reseller/whmcs', { token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ url: 'https://billing.okafor-media.test', secret_set: true, connected: true, can_edit: true });
    expect(JSON.stringify(body)).not.toContain('demo-whmcs-secret');
  });

  it('keeps the saved secret when none is sent, and clears the last test when the credentials change', async () => {
    const token = await signIn('reseller@demo.test');
    const saved = await call('post', '/api/reseller/whmcs', { token, body: { url: 'https://billing.okafor-media.test/', identifier: 'Hq7RmX2vLp9sKd4W' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ url: 'https://billing.okafor-media.test', secret_set: true, connected: true });
    const changed = await call('post', '/api/reseller/whmcs', { token, body: { url: 'https://billing.okafor-media.test', identifier: 'short' } });
    expect(changed.body.data).toMatchObject({ connected: false, checked_at: null, secret_set: true });
    expect(db.resellerWhmcsLink.findFirst({ where: { reseller_id: { equals: DEMO_IDS.users.reseller } } })?.secret).toBe('demo-whmcs-secret-7c1f9a2e');
    const test = await call('post', '/api/reseller/whmcs/test', { token });
    expect(test.status).toBe(200);
    expect(test.body.data).toMatchObject({ healthy: false, message: 'WHMCS refused the credentials: Authentication Failed.' });
  });

  it('answers 422s for an http address, a missing secret and a short one', async () => {
    const token = await signIn('reseller@demo.test');
    const plain = await call('post', '/api/reseller/whmcs', { token, body: { url: 'http://billing.example.com', identifier: 'abc', secret: 'short' } });
    expect(plain.status).toBe(422);
    expect(Object.keys(plain.body.errors).sort()).toEqual(['secret', 'url']);
    const node = await signIn('node@demo.test');
    expect((await call('post', '/api/reseller/whmcs', { token: node, body: { url: 'https://x.example.com', identifier: 'abc' } })).status).toBe(403);
    expect((await call('get', '/api/reseller/whmcs', { token: node })).body.data).toMatchObject({ secret_set: true, can_edit: false });
  });

  it('tests the link: healthy with the seeded credentials', async () => {
    const token = await signIn('reseller@demo.test');
    const { status, body } = await call('post', '/api/reseller/whmcs/test', { token });
    expect(status).toBe(200);
    expect(body.data.healthy).toBe(true);
    expect(body.data.message).toMatch(/^Connected to WHMCS 8\.11\.2: \d+ clients, \d+ active services\.$/);
  });

  it('refuses customers', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/reseller/whmcs', { token })).status).toBe(403);
  });
});

describe('nodes, containers and invites through WHMCS', () => {
  it('counts each node’s containers by their WHMCS service', async () => {
    const token = await signIn('reseller@demo.test');
    const { body } = await call('get', '/api/reseller/whmcs/nodes', { token });
    expect(body.data.map((node: { id: number }) => node.id)).toEqual([resellerLon, resellerWaw]);
    expect(body.data[0]).toMatchObject({ alias: 'lon-r1', containers: 21, without_service: 3 });
    expect((await call('get', '/api/reseller/whmcs/nodes/{node}', { token, path: { node: fra01 } })).status).toBe(404);
  });

  it('pages, searches and filters a node’s containers', async () => {
    const token = await signIn('reseller@demo.test');
    const page = await call('get', '/api/reseller/whmcs/nodes/{node}/containers', { token, path: { node: resellerLon }, query: { perpage: 10, page: 3 } });
    expect(page.body.meta).toEqual({ current_page: 3, last_page: 3, per_page: 10, total: 21 });
    const none = await call('get', '/api/reseller/whmcs/nodes/{node}/containers', { token, path: { node: resellerLon }, query: { status: 'none' } });
    expect(none.body.data.map((row: { id: number }) => row.id).sort()).toEqual([17, 807, 814]);
    const search = await call('get', '/api/reseller/whmcs/nodes/{node}/containers', { token, path: { node: resellerLon }, query: { search: '4104' } });
    expect(search.body.data.map((row: { id: number }) => row.id)).toEqual([801]);
  });

  it('shows a container with its service and invites; another node’s is not found', async () => {
    const token = await signIn('reseller@demo.test');
    const { body } = await call('get', '/api/reseller/whmcs/nodes/{node}/containers/{container}', { token, path: { node: resellerLon, container: 801 } });
    expect(body.data.container.service).toMatchObject({ id: 4104, status: 'active', client: { name: 'Aisha Adeyemi' } });
    expect(body.data.invites.map((invite: { id: number }) => invite.id).sort()).toEqual([6, 7, 8]);
    const other = await call('get', '/api/reseller/whmcs/nodes/{node}/containers/{container}', { token, path: { node: resellerWaw, container: 801 } });
    expect(other.status).toBe(404);
  });

  it('resends an expired invite and revokes an open one, once', async () => {
    const token = await signIn('reseller@demo.test');
    const expired = await call('get', invitePath, { token, path: { node: resellerLon, container: 802, invite: 10 } });
    expect(expired.body.data.status).toBe('expired');
    const resent = await call('post', `${invitePath}/{action}`, { token, path: { node: resellerLon, container: 802, invite: 10, action: 'resend' } });
    expect(resent.body.data).toMatchObject({ status: 'pending', resends: 1 });
    const revoked = await call('post', `${invitePath}/{action}`, { token, path: { node: resellerLon, container: 802, invite: 10, action: 'revoke' } });
    expect(revoked.body.data.status).toBe('revoked');
    const again = await call('post', `${invitePath}/{action}`, { token, path: { node: resellerLon, container: 802, invite: 10, action: 'revoke' } });
    expect(again.status).toBe(409);
    const accepted = await call('post', `${invitePath}/{action}`, { token, path: { node: resellerLon, container: 801, invite: 6, action: 'resend' } });
    expect(accepted.status).toBe(409);
  });

  it('keeps a user with a reseller node to their node', async () => {
    const token = await signIn('node@demo.test');
    const { body } = await call('get', '/api/reseller/whmcs/nodes', { token });
    expect(body.data.map((node: { id: number }) => node.id)).toEqual([resellerWaw]);
    expect((await call('get', '/api/reseller/whmcs/nodes/{node}/containers', { token, path: { node: resellerLon } })).status).toBe(404);
  });
});

describe('product mapping', () => {
  it('lists the reseller’s products and the WHMCS products', async () => {
    const token = await signIn('reseller@demo.test');
    const mappings = await call('get', '/api/reseller/whmcs/mappings', { token });
    expect(mappings.body.data).toHaveLength(8);
    expect(mappings.body.data[0]).toMatchObject({ product: { id: 1, name: 'Plex Starter London' }, whmcs_product: { id: 11, name: 'Plex Starter' } });
    expect(mappings.body.data[1].whmcs_product).toBeNull();
    const node = await signIn('node@demo.test');
    const nodeMappings = await call('get', '/api/reseller/whmcs/mappings', { token: node });
    expect(new Set(nodeMappings.body.data.map((row: { product: { id: number } }) => row.product.id))).toEqual(new Set([5, 6, 7, 8]));
    const remote = await call('get', '/api/reseller/whmcs/whmcs-products', { token });
    expect(remote.body.data.map((product: { id: number }) => product.id)).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it('maps a product, sets its whmcs_product_id, and refuses a WHMCS product mapped elsewhere', async () => {
    const token = await signIn('reseller@demo.test');
    const saved = await call('post', '/api/reseller/whmcs/products/{product}', {
      token,
      path: { product: 1 },
      body: { whmcs_product_id: 16, auto_setup: 'accept', send_invite: false, streams_option: null },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ whmcs_product_id: 16, auto_setup: 'accept', send_invite: false });
    expect(db.resellerProduct.findFirst({ where: { id: { equals: 1 } } })?.whmcs_product_id).toBe(16);
    const listed = await call('get', '/api/reseller/whmcs/mappings', { token });
    expect(listed.body.data.find((row: { product: { id: number } }) => row.product.id === 1).whmcs_product).toEqual({ id: 16, name: 'Media server (legacy)' });
    const taken = await call('post', '/api/reseller/whmcs/products/{product}', { token, path: { product: 2 }, body: { whmcs_product_id: 16 } });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.whmcs_product_id[0]).toMatch(/^Media server \(legacy\) is mapped to .+ already\.$/);
    const option = await call('post', '/api/reseller/whmcs/products/{product}', { token, path: { product: 1 }, body: { whmcs_product_id: 16, streams_option: 'Extra storage' } });
    expect(option.status).toBe(422);
    expect(Object.keys(option.body.errors)).toEqual(['streams_option']);
    const missing = await call('get', '/api/reseller/whmcs/products/{product}', { token, path: { product: 9999 } });
    expect(missing.status).toBe(404);
  });
});
