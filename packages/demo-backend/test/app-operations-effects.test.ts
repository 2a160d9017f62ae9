// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { domainEvents } from '../src/lib/domain-events.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, ORIGIN, signIn } from './support/client.ts';

setupDemoBackend();

const SUPPORT = {
  departments: ['Streaming', 'Billing'],
  default_priority: 'high',
  auto_close_days: 7,
  max_attachments: 2,
  max_attachment_mb: 1,
  allowed_extensions: ['pdf', 'log'],
  auto_reply_enabled: true,
  auto_reply_text: 'We are on it.',
  office_hours: 'Mon–Fri 09:00–17:00',
  notify_staff: false,
  notify_email: null,
};

async function openTicket(token: string, fields: Record<string, string | File | File[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  const response = await fetch(new URL('/api/customer/support/tickets', ORIGIN), {
    method: 'POST',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', Authorization: `Bearer ${token}` },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the answer loosely
  return { status: response.status, body: (await response.json()) as any };
}

const file = (name: string, size: number) => new File([new Uint8Array(size).fill(65)], name, { type: 'application/octet-stream' });

describe('the support settings reach the customer', () => {
  it('answers the departments and the desk’s rules as saved', async () => {
    const customer = await signIn('plex@demo.test');
    const before = await call('get', '/api/customer/support/departments', { token: customer });
    expect(before.body.attachments).toEqual({ max_files: 5, max_file_bytes: 5 * 1024 * 1024, extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'txt', 'log'] });
    expect(before.body.data[0]).toEqual({ name: 'Technical', description: 'Your server does not start, buffers, misses media or shows an error.' });

    const admin = await signIn('admin@demo.test');
    expect((await call('post', '/api/admin/app-management/support-settings', { token: admin, body: SUPPORT })).status).toBe(200);

    const after = await call('get', '/api/customer/support/departments', { token: customer });
    expect(after.body.data).toEqual([
      { name: 'Streaming', description: '' },
      { name: 'Billing', description: 'Invoices, payments, refunds and changes to your plan.' },
    ]);
    expect(after.body.attachments).toEqual({ max_files: 2, max_file_bytes: 1024 * 1024, extensions: ['pdf', 'log'] });
    expect(after.body.office_hours).toBe('Mon–Fri 09:00–17:00');
  });

  it('opens tickets under the saved departments, limits, priority and auto-reply', async () => {
    const admin = await signIn('admin@demo.test');
    await call('post', '/api/admin/app-management/support-settings', { token: admin, body: SUPPORT });
    const customer = await signIn('plex@demo.test');

    const gone = await openTicket(customer, { subject: 'Hi', department: 'Technical', message: 'Hello' });
    expect(gone.status).toBe(422);
    expect(gone.body.errors.department).toEqual(['The selected department is invalid.']);

    const refused = await openTicket(customer, { subject: 'Files', department: 'Streaming', message: 'See files', 'attachments[]': [file('a.pdf', 10), file('b.png', 10), file('c.log', 1024 * 1024 + 1)] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      attachments: ['The attachments field must not have more than 2 items.'],
      'attachments.1': ['The file b.png must be a file of type: pdf, log.'],
      'attachments.2': ['The file c.log must not be greater than 1 MB.'],
    });

    const opened = await openTicket(customer, { subject: 'Streaming stops', department: 'Streaming', message: 'It stops.', 'attachments[]': [file('invoice.pdf', 10)] });
    expect(opened.status).toBe(200);
    expect(opened.body.message).toBe(`Ticket #${opened.body.data.id} is open. We are on it.`);
    expect(opened.body.data.messages[0].attachments[0]).toMatchObject({ name: 'invoice.pdf', mime: 'application/pdf' });
    expect(db.ticket.findFirst({ where: { id: { equals: opened.body.data.id } } })?.priority).toBe('high');

    await call('post', '/api/admin/app-management/support-settings', { token: admin, body: { ...SUPPORT, auto_reply_enabled: false, auto_reply_text: null } });
    const plain = await openTicket(customer, { subject: 'Again', department: 'Billing', message: 'Hello' });
    expect(plain.body.message).toBe(`Ticket #${plain.body.data.id} is open. We usually answer within a few hours.`);
  });
});

const PRODUCTS = {
  types: {
    plex: { sold: true, default_product_id: 1, trial_product_id: 1 },
    emby: { sold: false, default_product_id: null, trial_product_id: null },
    jellyfin: { sold: true, default_product_id: 4, trial_product_id: 4 },
  },
  shop_order: 'price_asc',
};

describe('the product settings reach the shop', () => {
  const names = (categories: { key: string; products: { name: string }[] }[]) => Object.fromEntries(categories.map((category) => [category.key, category.products.map((product) => product.name)]));

  it('lists the products in the position order by default', async () => {
    const customer = await signIn('billing@demo.test');
    const { body } = await call('get', '/api/customer/shop/products', { token: customer });
    expect(names(body.data)).toEqual({ plex: ['Plex Starter', 'Plex Pro 4K', 'Plex Annual'], emby: ['Emby Standard'], jellyfin: ['Jellyfin Standard', 'Jellyfin Family'] });
  });

  it('leaves out a server type not sold, lists in the saved order and refuses its orders', async () => {
    const admin = await signIn('admin@demo.test');
    expect((await call('post', '/api/admin/app-management/product-settings', { token: admin, body: PRODUCTS })).status).toBe(200);
    const customer = await signIn('billing@demo.test');
    const { body } = await call('get', '/api/customer/shop/products', { token: customer });
    // Per month: Plex Annual 7.50, Plex Starter 9.00, Plex Pro 4K 19.00; Jellyfin Family 6.00 (quarterly 18.00), Jellyfin Standard 7.00.
    expect(names(body.data)).toEqual({ plex: ['Plex Annual', 'Plex Starter', 'Plex Pro 4K'], jellyfin: ['Jellyfin Family', 'Jellyfin Standard'] });

    const refused = await call('post', '/api/customer/shop/order', { token: customer, body: { product_id: 3, billing_cycle: 'monthly' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.product_id).toEqual(['Emby servers are not sold at the moment.']);

    await call('post', '/api/admin/app-management/product-settings', { token: admin, body: { ...PRODUCTS, shop_order: 'name' } });
    expect(names((await call('get', '/api/customer/shop/products', { token: customer })).body.data).plex).toEqual(['Plex Annual', 'Plex Pro 4K', 'Plex Starter']);
    await call('post', '/api/admin/app-management/product-settings', { token: admin, body: { ...PRODUCTS, shop_order: 'price_desc' } });
    expect(names((await call('get', '/api/customer/shop/products', { token: customer })).body.data).plex).toEqual(['Plex Pro 4K', 'Plex Starter', 'Plex Annual']);
  });
});

describe('the feature toggles reach the users', () => {
  const CALLS = [
    ['community_center', '/api/customer/community/invites', 'The community center is switched off.'],
    ['tv_schedule', '/api/customer/tv-schedule', 'The TV schedule is switched off.'],
    ['status_page', '/api/customer/status', 'The status page is switched off.'],
    ['plex_tools', '/api/customer/plex-tools/scans', 'The Plex tools are switched off.'],
  ] as const;

  it('tells the portal every feature is on by default', async () => {
    const { body } = await call('get', '/api/system/settings');
    expect(body.data.features).toEqual({ community_center: true, tv_schedule: true, status_page: true, plex_tools: true });
    const admin = await signIn('admin@demo.test');
    const toggles = await call('get', '/api/admin/app-management/feature-toggles', { token: admin });
    expect(toggles.body.data).not.toHaveProperty('reseller_shop');
  });

  it.each(CALLS)('switching %s off closes its calls with 403 and rebuilds the menus', async (feature, path, message) => {
    const query = { from: '2026-03-09' };
    const admin = await signIn('admin@demo.test');
    const customer = await signIn('plex@demo.test');
    expect((await call('get', path, { token: customer, query })).status).toBe(200);
    const events: { menu: boolean }[] = [];
    const stop = domainEvents.on('settings-changed', (payload) => events.push(payload));
    try {
      expect((await call('post', '/api/admin/app-management/feature-toggles', { token: admin, body: { [feature]: false } })).status).toBe(200);
    } finally {
      stop();
    }
    expect(events).toEqual([{ menu: true }]);
    expect((await call('get', '/api/system/settings')).body.data.features[feature]).toBe(false);
    const closed = await call('get', path, { token: customer, query });
    expect(closed.status).toBe(403);
    expect(closed.body).toEqual({ success: false, message });
    // Signed out, the call still asks for a sign-in first.
    expect((await call('get', path, { query })).status).toBe(401);

    await call('post', '/api/admin/app-management/feature-toggles', { token: admin, body: { [feature]: true } });
    expect((await call('get', path, { token: customer, query })).status).toBe(200);
  });

  it('does not announce a save that changes nothing', async () => {
    const admin = await signIn('admin@demo.test');
    const events: unknown[] = [];
    const stop = domainEvents.on('settings-changed', (payload) => events.push(payload));
    await call('post', '/api/admin/app-management/feature-toggles', { token: admin, body: { tv_schedule: true } });
    stop();
    expect(events).toEqual([]);
  });
});
