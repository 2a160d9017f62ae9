import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { resellerProductsOf } from '../src/model/reseller-products.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const { resellerLon, resellerWaw, fra01 } = DEMO_IDS.nodes;
const input = {
  type: 'plex',
  name: 'Plex Weekend London',
  node_id: resellerLon,
  price: 4.5,
  billing_cycle: 'monthly',
  limits: { streams: 2, storage_gb: 250, transcodes: 1 },
  description: 'A small server for the weekend.',
};

describe('the reseller’s products', () => {
  it('seeds the reseller’s products on London and Warsaw, and a node-only reseller sees Warsaw’s', () => {
    const all = resellerProductsOf(DEMO_IDS.users.reseller);
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all[0]?.id).toBe(1);
    expect(new Set(all.map((product) => product.node_id))).toEqual(new Set([resellerLon, resellerWaw]));
    expect(resellerProductsOf(9).every((product) => product.node_id === resellerWaw)).toBe(true);
  });

  it('pages, searches, filters by type and node, and sorts', async () => {
    const token = await signIn('reseller@demo.test');
    const page = await call('get', '/api/reseller/products', { token, query: { perpage: 3 } });
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ current_page: 1, per_page: 3, total: 8, last_page: 3 });
    const plexOnLondon = await call('get', '/api/reseller/products', { token, query: { type: 'plex', node: resellerLon } });
    expect(plexOnLondon.body.data.map((product: { name: string }) => product.name)).toEqual(['Plex Family London', 'Plex Family London (annual)', 'Plex Starter London']);
    const cheapest = await call('get', '/api/reseller/products', { token, query: { sortColumn: 'price', sortDirection: 'asc', search: 'jellyfin' } });
    expect(cheapest.body.data.map((product: { price: number }) => product.price)).toEqual([5.49, 27]);
  });

  it('shows a node-only reseller only the products on their node', async () => {
    const token = await signIn('node@demo.test');
    const list = await call('get', '/api/reseller/products', { token });
    expect(list.body.data.every((product: { node_id: number }) => product.node_id === resellerWaw)).toBe(true);
    const types = await call('get', '/api/reseller/products/types', { token });
    expect(types.body.data.nodes.map((node: { id: number }) => node.id)).toEqual([resellerWaw]);
    expect((await call('get', '/api/reseller/products/{id}', { token, path: { id: 1 } })).status).toBe(404);
  });

  it('creates a product on the reseller’s node and lists it', async () => {
    const token = await signIn('reseller@demo.test');
    const created = await call('post', '/api/reseller/products', { token, body: input });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Plex Weekend London', type: 'plex', active: true, servers_count: 0, limits: { streams: 2 } });
    const list = await call('get', '/api/reseller/products', { token, query: { search: 'weekend' } });
    expect(list.body.data).toHaveLength(1);
  });

  it('answers 422s next to the fields: another’s node, a taken name, limits over the type’s', async () => {
    const token = await signIn('reseller@demo.test');
    const bad = await call('post', '/api/reseller/products', {
      token,
      body: { ...input, name: 'Plex Starter London', node_id: fra01, price: 1.234, limits: { streams: 2, storage_gb: 99999, transcodes: 3 } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['limits.storage_gb', 'limits.transcodes', 'name', 'node_id', 'price']);
    const node = await signIn('node@demo.test');
    const elsewhere = await call('post', '/api/reseller/products', { token: node, body: input });
    expect(Object.keys(elsewhere.body.errors)).toEqual(['node_id']);
  });

  it('updates a product and keeps its type', async () => {
    const token = await signIn('reseller@demo.test');
    const saved = await call('post', '/api/reseller/products/{id}', { token, path: { id: 4 }, body: { ...input, name: 'Emby Standard London', type: 'jellyfin', active: false } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: 4, type: 'emby', price: 4.5, active: false });
  });

  it('deletes a product without servers and refuses one that servers use', async () => {
    const token = await signIn('reseller@demo.test');
    expect((await call('delete', '/api/reseller/products/{id}', { token, path: { id: 1 } })).status).toBe(409);
    const deleted = await call('delete', '/api/reseller/products/{id}', { token, path: { id: 7 } });
    expect(deleted.status).toBe(200);
    expect((await call('get', '/api/reseller/products/{id}', { token, path: { id: 7 } })).status).toBe(404);
  });

  it('refuses a customer', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/reseller/products', { token })).status).toBe(403);
  });
});
