import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const { resellerLon, resellerWaw, fra01 } = DEMO_IDS.nodes;

describe('the reseller panel’s overview', () => {
  it('holds the reseller’s nodes with their load, the counts and what to act on', async () => {
    const token = await signIn('reseller@demo.test');
    const { status, body } = await call('get', '/api/reseller', { token });
    expect(status).toBe(200);
    expect(body.data.reseller).toMatchObject({ id: DEMO_IDS.users.reseller, name: 'Nadia Okafor', email: 'reseller@demo.test', reseller_node: null });
    expect(body.data.nodes.map((node: { id: number }) => node.id)).toEqual([resellerLon, resellerWaw]);
    expect(body.data.node_stats.map((stats: { node_id: number; servers_used: number; servers_max: number }) => [stats.node_id, stats.servers_used, stats.servers_max])).toEqual([
      [resellerLon, 21, 24],
      [resellerWaw, 13, 16],
    ]);
    expect(body.data.customers_count).toBeGreaterThanOrEqual(36);
    expect(body.data.servers_count).toBe(34);
    expect(body.data.server_counts).toMatchObject({ suspended: 2, error: 1 });
    const kinds = body.data.attention.map((item: { kind: string; name: string }) => `${item.kind} ${item.name}`);
    expect(kinds[0]).toBe('node-full lon-r1');
    expect(kinds.filter((kind: string) => kind.startsWith('server-error'))).toHaveLength(1);
  });

  it('shows a user with a reseller node only that node and what is on it', async () => {
    const token = await signIn('node@demo.test');
    const { body } = await call('get', '/api/reseller', { token });
    expect(body.data.nodes.map((node: { id: number }) => node.id)).toEqual([resellerWaw]);
    expect(body.data.reseller.reseller_node).toBe(resellerWaw);
    expect(body.data.servers_count).toBe(13);
    const servers = await call('get', '/api/reseller/servers', { token, query: { perpage: 100 } });
    expect(new Set(servers.body.data.map((server: { node_id: number }) => server.node_id))).toEqual(new Set([resellerWaw]));
    expect((await call('get', '/api/reseller/nodes/{id}', { token, path: { id: resellerLon } })).status).toBe(404);
    const london = servers.body.data.length > 0 ? db.server.getAll().find((server) => server.node_id === resellerLon) : undefined;
    expect((await call('get', '/api/reseller/servers/{id}', { token, path: { id: london?.id ?? 0 } })).status).toBe(404);
  });

  it('is 403 for anybody else', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/reseller/servers', { token })).status).toBe(403);
    expect((await call('get', '/api/reseller/customers', { token })).status).toBe(403);
  });
});

describe('a reseller’s node', () => {
  it('answers the node with its capacity and its servers, and 404 for a platform node', async () => {
    const token = await signIn('reseller@demo.test');
    const { status, body } = await call('get', '/api/reseller/nodes/{id}', { token, path: { id: resellerWaw } });
    expect(status).toBe(200);
    expect(body.data.node.alias).toBe('waw-r1');
    expect(body.data.stats).toMatchObject({ servers_used: 13, servers_max: 16, health: 'healthy' });
    expect(body.data.servers).toHaveLength(13);
    expect((await call('get', '/api/reseller/nodes/{id}', { token, path: { id: fra01 } })).status).toBe(404);
  });
});

describe('a reseller’s servers and customers', () => {
  it('pages, searches and filters the servers', async () => {
    const token = await signIn('reseller@demo.test');
    const first = await call('get', '/api/reseller/servers', { token, query: { perpage: 10 } });
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 4, per_page: 10, total: 34 });
    const suspended = await call('get', '/api/reseller/servers', { token, query: { status: 'suspended' } });
    expect(suspended.body.data.map((server: { status: string }) => server.status)).toEqual(['suspended', 'suspended']);
    const london = await call('get', '/api/reseller/servers', { token, query: { node: resellerLon, perpage: 100 } });
    expect(london.body.meta.total).toBe(21);
    const found = await call('get', '/api/reseller/servers', { token, query: { search: 'ferreira' } });
    expect(found.body.data.map((server: { name: string }) => server.name).sort()).toEqual(['Ferreira Family', 'Ferreira Plex']);
    expect(found.body.data[0].customer).toMatchObject({ name: 'Lucas Ferreira' });
  });

  it('pages and searches the customers', async () => {
    const token = await signIn('reseller@demo.test');
    const { body } = await call('get', '/api/reseller/customers', { token, query: { perpage: 10 } });
    expect(body.meta.per_page).toBe(10);
    expect(body.meta.total).toBeGreaterThanOrEqual(36);
    const lucas = await call('get', '/api/reseller/customers', { token, query: { search: 'lucas.ferreira' } });
    expect(lucas.body.data).toEqual([expect.objectContaining({ id: DEMO_IDS.users.resellerCustomer, servers_count: 2 })]);
  });

  it('runs the actions a reseller may take, and refuses what does not fit', async () => {
    const token = await signIn('reseller@demo.test');
    const running = db.server.getAll().find((server) => server.node_id === resellerWaw && server.status === 'running')!;
    const detail = await call('get', '/api/reseller/servers/{id}', { token, path: { id: running.id } });
    expect(detail.body.data.actions).toEqual(['stop', 'restart', 'suspend']);
    const suspend = await call('post', '/api/reseller/servers/{id}/{action}', { token, path: { id: running.id, action: 'suspend' } });
    expect(suspend.status).toBe(200);
    expect(suspend.body.message).toMatch(/suspended/);
    expect(suspend.body.data.status).toBe('stopping');
    expect(suspend.body.data.actions).toEqual([]);
    const again = await call('post', '/api/reseller/servers/{id}/{action}', { token, path: { id: running.id, action: 'start' } });
    expect(again.status).toBe(409);
    const unknown = await call('post', '/api/reseller/servers/{id}/{action}', { token, path: { id: running.id, action: 'delete' } });
    expect(unknown.status).toBe(404);
    const suspended = db.server.getAll().find((server) => server.node_id === resellerLon && server.status === 'suspended')!;
    const unsuspend = await call('post', '/api/reseller/servers/{id}/{action}', { token, path: { id: suspended.id, action: 'unsuspend' } });
    expect(unsuspend.body.data.status).toBe('starting');
  });
});
