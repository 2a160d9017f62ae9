import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

describe('the reseller shop', () => {
  it('offers nodes of several sizes and capacity packs, priced per billing cycle in the billing currency', async () => {
    const { status, body } = await call('get', '/api/reseller/shop', { token: await signIn('reseller@demo.test') });
    expect(status).toBe(200);
    expect(body.data.currency).toBe('EUR');
    expect(body.data.can_order).toBe(true);
    const nodes = body.data.items.filter((item: { kind: string }) => item.kind === 'node');
    expect(nodes.map((item: { name: string; location: string }) => `${item.name} ${item.location}`)).toEqual(['Node S London', 'Node M Amsterdam', 'Node L Frankfurt']);
    expect(nodes[1]).toMatchObject({ cpu_cores: 12, ram_gb: 96, disk_gb: 50000, server_slots: 25, recommended: true });
    expect(nodes[0].prices).toEqual([
      { billing_cycle: 'monthly', price: '79.00' },
      { billing_cycle: 'quarterly', price: '225.00' },
      { billing_cycle: 'annually', price: '852.00' },
    ]);
    expect(body.data.items.filter((item: { kind: string }) => item.kind === 'capacity')).toHaveLength(4);
  });

  it('answers the system settings’ has_reseller_products from the platform’s reseller products', async () => {
    const { body } = await call('get', '/api/system/settings');
    expect(body.data.has_reseller_products).toBe(true);
  });

  it('orders an item and answers the checkout of the billing system', async () => {
    const { status, body } = await call('post', '/api/reseller/shop/order', { token: await signIn('reseller@demo.test'), body: { product_id: 2, billing_cycle: 'quarterly' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ order_id: 1, total: '376.31', currency: 'EUR' });
    expect(body.data.checkout_url).toMatch(/^https:\/\/billing\.[^/]+\/cart\.php\?a=add&pid=109&billingcycle=quarterly&ref=R1$/);
    expect(db.resellerShopOrder.getAll()).toMatchObject([{ id: 1, item_id: 2, billing_cycle: 'quarterly' }]);
  });

  it('puts a cycle the item is not sold in, or an unknown item, next to its field', async () => {
    const token = await signIn('reseller@demo.test');
    const cycle = await call('post', '/api/reseller/shop/order', { token, body: { product_id: 4, billing_cycle: 'quarterly' } });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors.billing_cycle).toEqual(['CPU pack cannot be ordered quarterly.']);
    const unknown = await call('post', '/api/reseller/shop/order', { token, body: { product_id: 99, billing_cycle: 'monthly' } });
    expect(unknown.body.errors.product_id).toEqual(['The selected product id is invalid.']);
  });

  it('lets a user with a reseller node look but not order, and keeps everyone else out', async () => {
    const token = await signIn('node@demo.test');
    expect((await call('get', '/api/reseller/shop', { token })).body.data.can_order).toBe(false);
    expect((await call('post', '/api/reseller/shop/order', { token, body: { product_id: 1, billing_cycle: 'monthly' } })).status).toBe(403);
    expect((await call('get', '/api/reseller/shop', { token: await signIn('plex@demo.test') })).status).toBe(403);
  });

  it('answers 409 while no billing system is set up', async () => {
    db.setup.update({ where: { id: { equals: 'system' } }, data: { billing_type: 'manual' } });
    const { status } = await call('post', '/api/reseller/shop/order', { token: await signIn('reseller@demo.test'), body: { product_id: 1, billing_cycle: 'monthly' } });
    expect(status).toBe(409);
  });
});
