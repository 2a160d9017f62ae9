import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { DEMO_IDS } from '../src/db/fixtures.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

const BILLING = 'billing@demo.test';
/** The other billing-system customer, who has no invoices yet. */
const CHLOE = 'chloe.martin@demo.test';
const WHMCS = 'https://billing.mediadock.test';

interface Row {
  id: number;
  status: string;
}
const ids = (rows: Row[]) => rows.map((row) => row.id);

describe('GET /api/customer/invoices', () => {
  it('pages the billing customer’s invoices, newest first', async () => {
    const token = await signIn(BILLING);
    const first = await call('get', '/api/customer/invoices', { token });
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 16 });
    expect(ids(first.body.data).slice(0, 3)).toEqual([18204, 17833, 17702]);
    expect(first.body.data[0]).toMatchObject({ number: 'MD-18204', status: 'unpaid', total: '12.67', currency: 'EUR', paid_at: null });
    expect(first.body.data[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const second = await call('get', '/api/customer/invoices', { token, query: { page: 2 } });
    expect(second.body.meta.current_page).toBe(2);
    expect(ids(second.body.data)).toEqual([15871, 15588, 15309, 13544, 11876, 10412]);

    const small = await call('get', '/api/customer/invoices', { token, query: { perpage: 5, page: 4 } });
    expect(small.body.meta).toEqual({ current_page: 4, last_page: 4, per_page: 5, total: 16 });
    expect(ids(small.body.data)).toEqual([10412]);
  });

  it('works out overdue from the due date and keeps every other status', async () => {
    const token = await signIn(BILLING);
    const { body } = await call('get', '/api/customer/invoices', { token, query: { perpage: 100 } });
    const statuses = Object.fromEntries((body.data as Row[]).map((row) => [row.id, row.status]));
    expect(statuses).toMatchObject({ 18204: 'unpaid', 17833: 'overdue', 17702: 'cancelled', 17190: 'refunded', 17549: 'paid' });
  });

  it('filters by status', async () => {
    const token = await signIn(BILLING);
    const counts: Record<string, number> = {};
    for (const status of ['paid', 'unpaid', 'overdue', 'cancelled', 'refunded']) {
      const { body } = await call('get', '/api/customer/invoices', { token, query: { status, perpage: 100 } });
      expect((body.data as Row[]).every((row) => row.status === status)).toBe(true);
      counts[status] = body.meta.total;
    }
    expect(counts).toEqual({ paid: 12, unpaid: 1, overdue: 1, cancelled: 1, refunded: 1 });
  });

  it('answers 422 for a status that does not exist', async () => {
    const token = await signIn(BILLING);
    const { status, body } = await call('get', '/api/customer/invoices', { token, query: { status: 'draft' } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ status: ['The selected status is invalid.'] });
  });

  it('answers an empty first page to a billing customer without invoices', async () => {
    const token = await signIn(CHLOE);
    const { body } = await call('get', '/api/customer/invoices', { token });
    expect(body.data).toEqual([]);
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 0 });
  });

  it('answers 403 to customers without a billing-system account, admins included', async () => {
    for (const email of ['plex@demo.test', 'admin@demo.test']) {
      const { status, body } = await call('get', '/api/customer/invoices', { token: await signIn(email) });
      expect(status).toBe(403);
      expect(body.message).toBe('Invoices are only available to customers who pay through the billing system.');
    }
  });

  it('answers 403 while the system does not display invoices', async () => {
    db.setting.update({ where: { id: { equals: 'system' } }, data: { whmcs_display_user_invoices: false } });
    const token = await signIn(BILLING);
    const list = await call('get', '/api/customer/invoices', { token });
    expect(list.status).toBe(403);
    expect(list.body.message).toBe('Invoices are not shown in this portal. You can find them in the billing system.');
    expect((await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice: 18204 } })).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await call('get', '/api/customer/invoices')).status).toBe(401);
  });
});

describe('GET /api/customer/invoices/{invoice}', () => {
  it('has the lines, the totals and where to pay an open invoice', async () => {
    const token = await signIn(BILLING);
    const { status, body } = await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice: 18204 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: 18204,
      status: 'unpaid',
      subtotal: '14.60',
      tax: '3.07',
      tax_rate: 21,
      credit: '5.00',
      total: '12.67',
      pay_url: `${WHMCS}/viewinvoice.php?id=18204`,
      pdf_url: `${WHMCS}/dl.php?type=i&id=18204`,
    });
    expect(body.data.lines.map((line: { description: string; amount: string }) => [line.description, line.amount])).toEqual([
      ['Additional storage 4 TB - Grant Media (monthly)', '6.00'],
      ['Priority support (monthly)', '5.00'],
      ['CDN bandwidth overage (180 GB at €0.02/GB)', '3.60'],
    ]);
  });

  it('offers to pay an overdue invoice but not a paid, cancelled or refunded one', async () => {
    const token = await signIn(BILLING);
    const detail = async (invoice: number) => (await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice } })).body.data;
    expect((await detail(17833)).pay_url).toBe(`${WHMCS}/viewinvoice.php?id=17833`);
    for (const invoice of [17549, 17702, 17190]) expect((await detail(invoice)).pay_url).toBeNull();
    const discounted = await detail(10412);
    expect(discounted).toMatchObject({ subtotal: '81.00', tax: '17.01', credit: '0.00', total: '98.01', payment_method: 'PayPal' });
    expect(discounted.lines[1]).toMatchObject({ description: 'Promo code WELCOME10 (10 % off)', amount: '-9.00' });
  });

  it('answers 404 for another customer’s invoice and for unknown ones', async () => {
    const token = await signIn(CHLOE);
    expect((await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice: 18204 } })).status).toBe(404);
    expect((await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice: 1 } })).status).toBe(404);
    expect((await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice: 'abc' } })).status).toBe(404);
  });

  it('answers 403 to a customer without a billing-system account', async () => {
    const token = await signIn('plex@demo.test');
    expect((await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice: 18204 } })).status).toBe(403);
  });

  it('leaves out the billing-system links while no billing system is set up', async () => {
    db.setup.update({ where: { id: { equals: 'system' } }, data: { whmcs_url: null } });
    const token = await signIn(BILLING);
    const { body } = await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice: 18204 } });
    expect(body.data).toMatchObject({ pay_url: null, pdf_url: null });
  });
});

interface Category {
  key: string;
  name: string;
  products: { id: number; name: string; billing_cycle: string; price: string; features: string[]; prices: { billing_cycle: string; price: string }[] }[];
}

describe('GET /api/customer/shop/products', () => {
  it('groups the customer products by server type, with their features and every billing cycle', async () => {
    const token = await signIn(BILLING);
    const { status, body } = await call('get', '/api/customer/shop/products', { token });
    expect(status).toBe(200);
    const categories = body.data as Category[];
    expect(categories.map((category) => [category.key, category.name])).toEqual([
      ['plex', 'Plex'],
      ['emby', 'Emby'],
      ['jellyfin', 'Jellyfin'],
    ]);
    const names = categories.flatMap((category) => category.products.map((product) => product.name));
    expect(names).not.toContain('Reseller Node S');
    const pro = categories[0]?.products.find((product) => product.name === 'Plex Pro 4K');
    expect(pro?.prices).toEqual([
      { billing_cycle: 'monthly', price: '19.00' },
      { billing_cycle: 'quarterly', price: '55.00' },
      { billing_cycle: 'semiannually', price: '108.00' },
      { billing_cycle: 'annually', price: '205.00' },
    ]);
    expect(pro).toMatchObject({ billing_cycle: 'monthly', price: '19.00', currency: 'EUR' });
    expect(pro?.features).toContain('Hardware transcoding');
  });

  it('leaves out the products an admin switched off or hid', async () => {
    const names = async () =>
      ((await call('get', '/api/customer/shop/products', { token: await signIn(BILLING) })).body.data as Category[]).flatMap((category) =>
        category.products.map((product) => product.name),
      );
    expect(await names()).toEqual(expect.arrayContaining(['Plex Pro 4K', 'Emby Standard']));
    db.product.update({ where: { name: { equals: 'Plex Pro 4K' } }, data: { active: false } });
    db.product.update({ where: { name: { equals: 'Emby Standard' } }, data: { hidden: true } });
    const left = await names();
    expect(left).not.toContain('Plex Pro 4K');
    expect(left).not.toContain('Emby Standard');
    expect(left.length).toBeGreaterThan(0);
  });

  it('opens to admins, not to other customers', async () => {
    expect((await call('get', '/api/customer/shop/products', { token: await signIn('admin@demo.test') })).status).toBe(200);
    const { status, body } = await call('get', '/api/customer/shop/products', { token: await signIn('plex@demo.test') });
    expect(status).toBe(403);
    expect(body.message).toBe('The shop is only available to customers who pay through the billing system.');
  });

  it('answers 403 when an admin switched the shop off for the user', async () => {
    db.user.update({ where: { id: { equals: DEMO_IDS.users.billing } }, data: { restrictions: ['shop'] } });
    const { status, body } = await call('get', '/api/customer/shop/products', { token: await signIn(BILLING) });
    expect(status).toBe(403);
    expect(body.message).toBe('This feature is not available on your account.');
  });

  it('answers 401 without a token', async () => {
    expect((await call('get', '/api/customer/shop/products')).status).toBe(401);
  });
});

describe('POST /api/customer/shop/order', () => {
  it('places the order, opens an unpaid invoice and answers the checkout', async () => {
    const token = await signIn(BILLING);
    const { status, body } = await call('post', '/api/customer/shop/order', { token, body: { product_id: 2, billing_cycle: 'quarterly', promo_code: ' welcome10 ' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({ order_id: 8016, invoice_id: 18205, checkout_url: `${WHMCS}/viewinvoice.php?id=18205`, total: '59.90', currency: 'EUR' });
    expect(body.message).toBe('Order 8016 for Plex Pro 4K has been placed. Pay invoice MD-18205 to have it set up.');

    const list = await call('get', '/api/customer/invoices', { token });
    expect(list.body.meta.total).toBe(17);
    expect(list.body.data[0]).toMatchObject({ id: 18205, status: 'unpaid', total: '59.90' });
    const invoice = await call('get', '/api/customer/invoices/{invoice}', { token, path: { invoice: 18205 } });
    expect(invoice.body.data.lines.map((line: { description: string; amount: string }) => [line.description, line.amount])).toEqual([
      ['Plex Pro 4K (quarterly)', '55.00'],
      ['Promo code WELCOME10 (10 % off)', '-5.50'],
    ]);
    expect(invoice.body.data.pay_url).toBe(body.data.checkout_url);
  });

  it('orders without a promo code', async () => {
    const token = await signIn(BILLING);
    const { body } = await call('post', '/api/customer/shop/order', { token, body: { product_id: 4, billing_cycle: 'monthly', promo_code: '' } });
    expect(body.data).toMatchObject({ total: '8.47', currency: 'EUR' });
  });

  it('answers 422 with Laravel’s messages for missing input', async () => {
    const token = await signIn(BILLING);
    const { status, body } = await call('post', '/api/customer/shop/order', { token, body: {} });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ product_id: ['The product id field is required.'], billing_cycle: ['The billing cycle field is required.'] });
    expect(body.message).toBe('The product id field is required. (and 1 more error)');
  });

  it('answers 422 for a product the shop does not sell', async () => {
    const token = await signIn(BILLING);
    for (const productId of [7, 999]) {
      const { status, body } = await call('post', '/api/customer/shop/order', { token, body: { product_id: productId, billing_cycle: 'monthly' } });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ product_id: ['The selected product id is invalid.'] });
    }
  });

  it('answers 422 for a billing cycle the product does not offer', async () => {
    const token = await signIn(BILLING);
    const { status, body } = await call('post', '/api/customer/shop/order', { token, body: { product_id: 6, billing_cycle: 'monthly' } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ billing_cycle: ['Plex Annual cannot be ordered monthly.'] });
    const unknown = await call('post', '/api/customer/shop/order', { token, body: { product_id: 6, billing_cycle: 'weekly' } });
    expect(unknown.body.errors).toEqual({ billing_cycle: ['The selected billing cycle is invalid.'] });
  });

  it.each([
    ['NOPE', 4, 'The promo code is not valid.'],
    ['SPRING2025', 4, 'The promo code has expired.'],
    ['JELLY25', 1, 'The promo code is not valid for Plex Starter.'],
  ])('answers 422 for the promo code %s on product %i', async (code, productId, message) => {
    const token = await signIn(BILLING);
    const { status, body } = await call('post', '/api/customer/shop/order', { token, body: { product_id: productId, billing_cycle: 'monthly', promo_code: code } });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ promo_code: [message] });
    expect(db.shopOrder.count()).toBe(2);
  });

  it('takes a promo code that is valid for the product', async () => {
    const token = await signIn(BILLING);
    const { body } = await call('post', '/api/customer/shop/order', { token, body: { product_id: 5, billing_cycle: 'annually', promo_code: 'JELLY25' } });
    // 65.00 − 25 % = 48.75, plus 21 % VAT (10.24).
    expect(body.data.total).toBe('58.99');
  });

  it('answers 403 to an admin without a billing-system account and to other customers', async () => {
    const admin = await call('post', '/api/customer/shop/order', { token: await signIn('admin@demo.test'), body: { product_id: 1, billing_cycle: 'monthly' } });
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('Orders are placed in the billing system, and your account has no billing-system account to order with.');
    const customer = await call('post', '/api/customer/shop/order', { token: await signIn('plex@demo.test'), body: { product_id: 1, billing_cycle: 'monthly' } });
    expect(customer.status).toBe(403);
  });

  it('answers 409 while no billing system is set up', async () => {
    db.setup.update({ where: { id: { equals: 'system' } }, data: { billing_type: 'manual' } });
    const { status, body } = await call('post', '/api/customer/shop/order', { token: await signIn(BILLING), body: { product_id: 1, billing_cycle: 'monthly' } });
    expect(status).toBe(409);
    expect(body.message).toBe('Orders cannot be placed while the billing system is not set up.');
  });

  it('answers 401 without a token', async () => {
    expect((await call('post', '/api/customer/shop/order', { body: { product_id: 1, billing_cycle: 'monthly' } })).status).toBe(401);
  });
});
