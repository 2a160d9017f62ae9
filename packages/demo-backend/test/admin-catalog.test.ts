import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

let token: string;
beforeEach(async () => {
  token = await signIn('admin@demo.test');
});

const NEW_PRODUCT = {
  category: 'storage',
  type: 'storage-4tb',
  name: 'Storage 4 TB',
  description: 'Four more terabytes.',
  price: '6',
  billing_cycle: 'monthly',
  whmcs_product_id: 140,
  storage_gb: 4000,
  max_streams: null,
  ram_gb: null,
  trial_available: false,
  visible: true,
};

describe('the products', () => {
  it('lists every product with its category, type, resources and services, and filters by category', async () => {
    const all = await call('get', '/api/admin/products', { token });
    expect(all.body.data).toHaveLength(8);
    expect(all.body.data[0]).toMatchObject({
      id: 1,
      name: 'Plex Starter',
      category: { key: 'media-servers', name: 'Media servers' },
      type: { key: 'plex', name: 'Plex' },
      whmcs_product_id: 101,
      resources: { storage_gb: 2000, max_streams: 2, ram_gb: 4 },
      visible: true,
      active: true,
      services_count: 5,
    });
    const resellers = await call('get', '/api/admin/products', { token, query: { category: 'reseller' } });
    expect(resellers.body.data.map((product: { name: string }) => product.name)).toEqual(['Reseller Node S', 'Reseller Node L']);
  });

  it('offers the categories and the types of each', async () => {
    const categories = await call('get', '/api/admin/products/categories', { token });
    expect(categories.body.data.map((category: { key: string; products_count: number }) => [category.key, category.products_count])).toEqual([
      ['media-servers', 6],
      ['storage', 0],
      ['reseller', 2],
    ]);
    const types = await call('get', '/api/admin/products/categories/{category}/types', { token, path: { category: 'media-servers' } });
    expect(types.body.data.category.name).toBe('Media servers');
    expect(types.body.data.types.map((type: { key: string }) => type.key)).toEqual(['plex', 'emby', 'jellyfin']);
    expect(types.body.data.types[0]).toMatchObject({ server_type: 'plex', defaults: { storage_gb: 2000, max_streams: 2, ram_gb: 4 } });
    expect((await call('get', '/api/admin/products/categories/{category}/types', { token, path: { category: 'games' } })).status).toBe(404);
  });

  it('creates a product of a type, and refuses what is not valid field by field', async () => {
    const refused = await call('post', '/api/admin/products', {
      token,
      body: { ...NEW_PRODUCT, type: 'plex', name: 'Plex Starter', price: '6.999', whmcs_product_id: 101, max_streams: 0 },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      type: ['The selected type is invalid.'],
      name: ['The name has already been taken.'],
      price: ['The price field must have 0-2 decimal places.'],
      whmcs_product_id: ['The whmcs product id has already been taken.'],
      max_streams: ['The max streams field must be at least 1.'],
    });

    const created = await call('post', '/api/admin/products', { token, body: NEW_PRODUCT });
    expect(created.body).toMatchObject({
      message: 'The product has been created',
      data: { name: 'Storage 4 TB', price: '6.00', server_type: null, category: { key: 'storage' }, type: { key: 'storage-4tb', name: '4 TB' }, services_count: 0 },
    });
    const row = db.product.findFirst({ where: { name: { equals: 'Storage 4 TB' } } })!;
    expect(row).toMatchObject({ id: 9, audience: 'customer', hidden: false, active: true, order_url: 'https://billing.mediadock.test/cart.php?a=add&pid=140' });
    expect((await call('get', '/api/admin/products/{id}', { token, path: { id: 9 } })).body.data.name).toBe('Storage 4 TB');
  });

  it('updates a product, renaming the plan of its servers with it', async () => {
    const updated = await call('post', '/api/admin/products/{id}/update', {
      token,
      path: { id: 1 },
      body: { name: 'Plex Essentials', price: '9.50', billing_cycle: 'monthly', visible: false, active: false },
    });
    expect(updated.body).toMatchObject({ message: 'The product has been updated', data: { name: 'Plex Essentials', price: '9.50', visible: false, active: false, services_count: 5 } });
    expect(db.server.findFirst({ where: { id: { equals: 1 } } })?.plan).toBe('Plex Essentials');
  });

  it('deletes a product no service uses, and refuses one that services use', async () => {
    const refused = await call('delete', '/api/admin/products/{id}', { token, path: { id: 1 } });
    expect(refused).toMatchObject({ status: 409, body: { message: 'Plex Starter is still used by 5 services. Move them to another product before deleting it.' } });
    const deleted = await call('delete', '/api/admin/products/{id}', { token, path: { id: 8 } });
    expect(deleted.body.message).toBe('The product has been deleted');
    expect((await call('get', '/api/admin/products/{id}', { token, path: { id: 8 } })).status).toBe(404);
  });
});

describe('the services', () => {
  it('pages every service with its owner, node, product and next due date', async () => {
    const page = await call('get', '/api/admin/services', { token, query: { perpage: 2, sortColumn: 'name', sortDirection: 'asc', user: 6 } });
    expect(page.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 4 });
    expect(page.body.data.map((service: { name: string }) => service.name)).toEqual(['Becker Archive', 'Becker Cinema 4K']);
    const archive = page.body.data[0];
    expect(archive).toMatchObject({ type: 'jellyfin', status: 'error', user: { id: 6, name: 'Hannah Becker' }, node: { id: 4, name: 'nyc-01' }, product: { name: 'Jellyfin Family' }, billing_cycle: 'quarterly' });
    expect(archive.next_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(archive.next_due_date > new Date().toISOString().slice(0, 10)).toBe(true);
    const all = await call('get', '/api/admin/services', { token, query: { perpage: 100 } });
    expect(all.body.meta.total).toBe(db.server.count());
  });

  it('filters by type, status, node and owner, and searches', async () => {
    const names = async (query: Record<string, string | number>) =>
      (await call('get', '/api/admin/services', { token, query: { sortColumn: 'name', sortDirection: 'asc', ...query } })).body.data.map((service: { name: string }) => service.name);
    expect(await names({ user: 6, type: 'emby', status: 'stopped' })).toEqual(['Becker Kids']);
    expect(await names({ user: 10, node: 6 })).toEqual(['Ferreira Family', 'Ferreira Plex']);
    expect(await names({ user: 6, sortColumn: 'created_at', sortDirection: 'desc' })).toEqual(['Becker Holiday Films', 'Becker Archive', 'Becker Kids', 'Becker Cinema 4K']);
    expect(await names({ search: 'hannah.becker@demo', type: 'plex' })).toEqual(['Becker Cinema 4K', 'Becker Holiday Films']);
    const trial = (await call('get', '/api/admin/services', { token, query: { search: 'Kai’s Trial' } })).body.data[0];
    expect(trial).toMatchObject({ product: null, billing_cycle: null, next_due_date: null });
  });

  it('offers the nodes to filter by', async () => {
    const filters = await call('get', '/api/admin/services/filters', { token });
    const nodes = filters.body.data.nodes.map((node: { name: string }) => node.name);
    expect(filters.body.data.nodes).toContainEqual({ id: 1, name: 'fra-01' });
    expect(nodes).toEqual([...nodes].sort());
    expect(nodes).toHaveLength(db.node.count());
  });
});
