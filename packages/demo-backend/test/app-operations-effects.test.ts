// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { ago, later } from '../src/lib/clock.ts';
import { domainEvents } from '../src/lib/domain-events.ts';
import { addMessage, updateTicket } from '../src/model/support.ts';
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

describe('the support settings close answered tickets', () => {
  /** A customer's ticket the staff answered `days` ago, by one of the admins. */
  async function answeredTicket(customer: string, days: number) {
    const opened = await openTicket(customer, { subject: `Answered ${days} days ago`, department: 'Billing', message: 'Hello' });
    const ticket = db.ticket.findFirst({ where: { id: { equals: opened.body.data.id } } })!;
    const staff = db.user.findFirst({ where: { email: { equals: 'admin@demo.test' } } })!;
    addMessage(ticket, staff, '<p>Fixed.</p>', [], { staff: true, format: 'html', at: ago({ days }) });
    updateTicket(ticket.id, { status: 'answered', updated_at: ago({ days }) });
    return ticket.id;
  }
  const statusOf = (id: number) => db.ticket.findFirst({ where: { id: { equals: id } } })?.status;

  it('closes a ticket when listed, once its last staff reply is older than the saved days', async () => {
    const admin = await signIn('admin@demo.test');
    await call('post', '/api/admin/app-management/support-settings', { token: admin, body: { ...SUPPORT, auto_reply_enabled: false, auto_close_days: 5 } });
    const customer = await signIn('plex@demo.test');
    const stale = await answeredTicket(customer, 6);
    const fresh = await answeredTicket(customer, 4);

    const { body } = await call('get', '/api/customer/support/tickets', { token: customer });
    const listed = (id: number) => body.data.find((ticket: { id: number }) => ticket.id === id);
    expect(listed(stale)).toMatchObject({ status: 'closed' });
    expect(listed(fresh)).toMatchObject({ status: 'answered' });
    // Dated when it became due: five days after the reply.
    const reply = db.ticketMessage.getAll().filter((message) => message.ticket_id === stale && message.staff).at(-1)!;
    expect(db.ticket.findFirst({ where: { id: { equals: stale } } })?.updated_at).toBe(later({ days: 5 }, Date.parse(reply.created_at)));
  });

  it('closes on reading too, for the customer and for the staff', async () => {
    const admin = await signIn('admin@demo.test');
    await call('post', '/api/admin/app-management/support-settings', { token: admin, body: { ...SUPPORT, auto_reply_enabled: false, auto_close_days: 3 } });
    const customer = await signIn('plex@demo.test');
    const first = await answeredTicket(customer, 4);
    const second = await answeredTicket(customer, 4);
    expect((await call('get', '/api/customer/support/tickets/{id}', { token: customer, path: { id: first } })).body.data.status).toBe('closed');
    expect(statusOf(second)).toBe('closed');

    const third = await answeredTicket(customer, 4);
    expect((await call('get', '/api/admin/support/tickets/{id}', { token: admin, path: { id: third } })).body.data.status).toBe('closed');
    const fourth = await answeredTicket(customer, 4);
    await call('get', '/api/admin/support/tickets', { token: admin, query: { status: 'answered' } });
    expect(statusOf(fourth)).toBe('closed');
  });

  it('never closes with 0 days, and leaves tickets waiting for the staff open', async () => {
    const admin = await signIn('admin@demo.test');
    await call('post', '/api/admin/app-management/support-settings', { token: admin, body: { ...SUPPORT, auto_reply_enabled: false, auto_close_days: 0 } });
    const customer = await signIn('plex@demo.test');
    const answered = await answeredTicket(customer, 400);
    const waiting = await answeredTicket(customer, 400);
    updateTicket(waiting, { status: 'customer-reply' });
    await call('get', '/api/customer/support/tickets', { token: customer });
    expect(statusOf(answered)).toBe('answered');

    await call('post', '/api/admin/app-management/support-settings', { token: admin, body: { ...SUPPORT, auto_reply_enabled: false, auto_close_days: 30 } });
    await call('get', '/api/admin/support/tickets', { token: admin });
    expect(statusOf(answered)).toBe('closed');
    expect(statusOf(waiting)).toBe('customer-reply');
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
    // Each type's default product (Plex Starter, Jellyfin Standard) comes first, the others follow in the saved order.
    expect(names(body.data)).toEqual({ plex: ['Plex Starter', 'Plex Annual', 'Plex Pro 4K'], jellyfin: ['Jellyfin Standard', 'Jellyfin Family'] });

    const refused = await call('post', '/api/customer/shop/order', { token: customer, body: { product_id: 3, billing_cycle: 'monthly' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.product_id).toEqual(['Emby servers are not sold at the moment.']);

    await call('post', '/api/admin/app-management/product-settings', { token: admin, body: { ...PRODUCTS, shop_order: 'name' } });
    expect(names((await call('get', '/api/customer/shop/products', { token: customer })).body.data).plex).toEqual(['Plex Starter', 'Plex Annual', 'Plex Pro 4K']);
    await call('post', '/api/admin/app-management/product-settings', { token: admin, body: { ...PRODUCTS, shop_order: 'price_desc' } });
    expect(names((await call('get', '/api/customer/shop/products', { token: customer })).body.data).plex).toEqual(['Plex Starter', 'Plex Pro 4K', 'Plex Annual']);
  });

  it('marks each type’s default product as recommended and lists it first', async () => {
    const customer = await signIn('billing@demo.test');
    const recommended = (categories: { key: string; products: { id: number; recommended?: boolean }[] }[]) =>
      Object.fromEntries(categories.map((category) => [category.key, category.products.filter((product) => product.recommended === true).map((product) => product.id)]));
    const before = (await call('get', '/api/customer/shop/products', { token: customer })).body.data;
    expect(recommended(before)).toEqual({ plex: [1], emby: [3], jellyfin: [4] });
    // The other products carry no flag at all.
    expect(before[0].products.filter((product: { id: number }) => product.id !== 1).every((product: object) => !('recommended' in product))).toBe(true);

    const plexPro = before[0].products.find((product: { name: string }) => product.name === 'Plex Pro 4K').id;
    const admin = await signIn('admin@demo.test');
    const saved = { ...PRODUCTS, shop_order: 'position', types: { ...PRODUCTS.types, plex: { sold: true, default_product_id: plexPro, trial_product_id: 1 } } };
    expect((await call('post', '/api/admin/app-management/product-settings', { token: admin, body: saved })).status).toBe(200);
    const after = (await call('get', '/api/customer/shop/products', { token: customer })).body.data;
    expect(recommended(after)).toEqual({ plex: [plexPro], jellyfin: [4] });
    expect(names(after).plex).toEqual(['Plex Pro 4K', 'Plex Starter', 'Plex Annual']);
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
