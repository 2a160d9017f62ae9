import { ago, later } from '#lib/clock.ts';
import { fromCents, taxOn, toCents, VAT_RATE } from '#model/billing.ts';
import { db } from '../database.ts';
import { PLATFORM_DOMAIN } from '../fixtures.ts';

function seedProducts(): void {
  const products: [name: string, description: string, type: string | null, price: string, cycle: string, audience: string, trial: boolean][] = [
    ['Plex Starter', 'Plex Media Server with 2 TB of storage and 2 simultaneous transcodes.', 'plex', '9.00', 'monthly', 'customer', true],
    ['Plex Pro 4K', 'Plex with 8 TB, hardware transcoding and 4K libraries.', 'plex', '19.00', 'monthly', 'customer', false],
    ['Emby Standard', 'Emby Server with 2 TB of storage and Emby Connect.', 'emby', '8.00', 'monthly', 'customer', true],
    ['Jellyfin Standard', 'Jellyfin with 2 TB of storage, no licence fees.', 'jellyfin', '7.00', 'monthly', 'customer', true],
    ['Jellyfin Family', 'Jellyfin with 6 TB of storage and up to 10 users.', 'jellyfin', '18.00', 'quarterly', 'customer', false],
    ['Plex Annual', 'Plex Starter paid yearly: two months free.', 'plex', '90.00', 'annually', 'customer', false],
    ['Reseller Node S', 'A dedicated node for up to 15 customer servers, managed by us.', null, '79.00', 'monthly', 'reseller', false],
    ['Reseller Node L', 'A dedicated node for up to 40 customer servers, managed by us.', null, '149.00', 'monthly', 'reseller', false],
  ];
  products.forEach(([name, description, type, price, cycle, audience, trial], index) => {
    const id = index + 1;
    db.product.create({
      id,
      name,
      description,
      server_type: type,
      price,
      currency: 'EUR',
      billing_cycle: cycle,
      order_url: `https://billing.${PLATFORM_DOMAIN}/cart.php?a=add&pid=${100 + id}`,
      audience,
      trial_available: trial,
    });
  });
}

type Line = [description: string, amount: string];

interface InvoiceSeed {
  id: number;
  /** Issued this many days ago. */
  issued: number;
  /** Due this many days after it was issued. */
  dueAfter: number;
  status: 'paid' | 'unpaid' | 'cancelled' | 'refunded';
  /** Paid this many days ago. */
  paid?: number;
  method?: string;
  lines: Line[];
  credit?: string;
}

const STORAGE: Line = ['Additional storage 4 TB - Grant Media (monthly)', '6.00'];
const SUPPORT: Line = ['Priority support (monthly)', '5.00'];
const cdn = (gigabytes: number): Line => [`CDN bandwidth overage (${gigabytes} GB at €0.02/GB)`, (gigabytes * 0.02).toFixed(2)];

/**
 * Oliver Grant (billing@demo.test, WHMCS client 4217) has paid for Grant Media since its first
 * year: yearly Plex Annual renewals, a monthly storage add-on with CDN overage and priority
 * support, an upgrade that was refunded and one that he cancelled. The newest invoice is open,
 * the one before it overdue. Sixteen invoices: two pages of ten.
 */
const OLIVER: InvoiceSeed[] = [
  { id: 10412, issued: 1392, dueAfter: 0, status: 'paid', paid: 1392, method: 'PayPal', lines: [['Plex Annual - Grant Media (first year)', '90.00'], ['Promo code WELCOME10 (10 % off)', '-9.00']] },
  { id: 11876, issued: 1041, dueAfter: 14, status: 'paid', paid: 1030, method: 'Credit card', lines: [['Plex Annual - Grant Media (renewal)', '90.00']] },
  { id: 13544, issued: 676, dueAfter: 14, status: 'paid', paid: 664, method: 'Credit card', lines: [['Plex Annual - Grant Media (renewal)', '90.00']] },
  { id: 15309, issued: 311, dueAfter: 14, status: 'paid', paid: 299, method: 'Credit card', lines: [['Plex Annual - Grant Media (renewal)', '90.00']] },
  { id: 15588, issued: 270, dueAfter: 0, status: 'paid', paid: 270, method: 'Credit card', lines: [STORAGE] },
  { id: 15871, issued: 240, dueAfter: 14, status: 'paid', paid: 228, method: 'Credit card', lines: [STORAGE] },
  { id: 16140, issued: 210, dueAfter: 14, status: 'paid', paid: 199, method: 'Credit card', lines: [STORAGE, cdn(145)] },
  { id: 16433, issued: 180, dueAfter: 14, status: 'paid', paid: 170, method: 'Credit card', lines: [STORAGE] },
  { id: 16712, issued: 150, dueAfter: 14, status: 'paid', paid: 141, method: 'Credit card', lines: [STORAGE, cdn(230)] },
  { id: 16998, issued: 120, dueAfter: 14, status: 'paid', paid: 108, method: 'Credit card', lines: [STORAGE] },
  { id: 17190, issued: 100, dueAfter: 0, status: 'refunded', paid: 100, method: 'PayPal', lines: [['Upgrade Plex Annual to Plex Pro 4K - Grant Media (prorated)', '31.50']] },
  { id: 17265, issued: 90, dueAfter: 14, status: 'paid', paid: 80, method: 'Credit card', lines: [STORAGE, SUPPORT] },
  { id: 17549, issued: 60, dueAfter: 14, status: 'paid', paid: 49, method: 'Credit card', lines: [STORAGE, SUPPORT, cdn(95)] },
  { id: 17702, issued: 45, dueAfter: 14, status: 'cancelled', lines: [['Plex Pro 4K - Grant Media (annually)', '205.00'], ['Promo code UPGRADE20 (20 % off)', '-41.00']] },
  { id: 17833, issued: 24, dueAfter: 14, status: 'unpaid', lines: [STORAGE, SUPPORT, cdn(420)] },
  { id: 18204, issued: 2, dueAfter: 14, status: 'unpaid', lines: [STORAGE, SUPPORT, cdn(180)], credit: '5.00' },
];

/** Extra billing cycles of the customer products, besides each product's own. */
const PRICES: [productId: number, cycle: string, price: string][] = [
  [1, 'quarterly', '26.00'],
  [2, 'quarterly', '55.00'],
  [2, 'semiannually', '108.00'],
  [2, 'annually', '205.00'],
  [3, 'annually', '86.00'],
  [4, 'quarterly', '20.00'],
  [4, 'annually', '75.00'],
  [5, 'semiannually', '34.00'],
  [5, 'annually', '65.00'],
];

const FEATURES: [productId: number, features: string[]][] = [
  [1, ['2 TB of storage', '2 simultaneous transcodes', 'Nightly configuration backups', 'Servers in Frankfurt, Amsterdam or New York']],
  [2, ['8 TB of storage', 'Hardware transcoding', '4K libraries', 'CDN with 500 GB a month', 'Nightly configuration backups']],
  [3, ['2 TB of storage', 'Emby Connect invites', 'Nightly configuration backups']],
  [4, ['2 TB of storage', 'No licence fees', 'Nightly configuration backups']],
  [5, ['6 TB of storage', 'Up to 10 users', 'Hardware transcoding', 'Nightly configuration backups']],
  [6, ['Everything in Plex Starter', 'Two months free', 'One invoice a year']],
];

/**
 * Invoices, shop prices and features, promo codes and past orders. Runs after the users' and the
 * products' seed. Chloé Martin, the other billing-system customer, has no invoices yet: her first
 * year came with an invite key.
 */
function seedInvoicesAndShop(): void {
  let lineId = 0;
  for (const invoice of OLIVER) {
    const issuedAt = ago({ days: invoice.issued });
    db.invoice.create({
      id: invoice.id,
      user_id: 7,
      number: `MD-${invoice.id}`,
      status: invoice.status,
      currency: 'EUR',
      tax_rate: VAT_RATE,
      credit: invoice.credit ?? '0.00',
      payment_method: invoice.method ?? null,
      issued_at: issuedAt,
      due_at: later({ days: invoice.dueAfter }, Date.parse(issuedAt)),
      paid_at: invoice.paid === undefined ? null : ago({ days: invoice.paid }),
    });
    for (const [description, amount] of invoice.lines) {
      lineId += 1;
      db.invoiceLine.create({ id: lineId, invoice_id: invoice.id, description, amount });
    }
  }

  PRICES.forEach(([productId, cycle, price], index) => db.productPrice.create({ id: index + 1, product_id: productId, billing_cycle: cycle, price }));
  let featureId = 0;
  for (const [productId, features] of FEATURES) {
    features.forEach((text, position) => {
      featureId += 1;
      db.productFeature.create({ id: featureId, product_id: productId, text, position });
    });
  }

  db.promoCode.create({ code: 'WELCOME10', description: '10 % off the first invoice', percent_off: 10, product_ids: [], expires_at: null });
  db.promoCode.create({ code: 'JELLY25', description: '25 % off Jellyfin', percent_off: 25, product_ids: [4, 5], expires_at: later({ days: 60 }) });
  db.promoCode.create({ code: 'UPGRADE20', description: '20 % off Plex Pro 4K', percent_off: 20, product_ids: [2], expires_at: ago({ days: 30 }) });
  db.promoCode.create({ code: 'SPRING2025', description: '15 % off everything', percent_off: 15, product_ids: [], expires_at: ago({ days: 280 }) });

  db.shopOrder.create({ id: 7301, user_id: 7, product_id: 6, billing_cycle: 'annually', promo_code: 'WELCOME10', invoice_id: 10412, created_at: ago({ days: 1392 }) });
  db.shopOrder.create({ id: 8015, user_id: 7, product_id: 2, billing_cycle: 'annually', promo_code: 'UPGRADE20', invoice_id: 17702, created_at: ago({ days: 45 }) });
}

/** Midnight (UTC) of the day this many days ago: the day a payment was made. */
const dayAgo = (days: number): string => `${ago({ days }).slice(0, 10)}T00:00:00.000Z`;

type ManualServiceSeed = [id: number, userId: number, serverId: number, productId: number, name: string, price: string, cycle: string, status: string, nextDueInDays: number | null, daysAgo: number];

/**
 * Customers billed by hand: Hannah Becker pays one invoice a month for her four servers by bank
 * transfer (the quarterly archive every third month; the holiday server suspended since she asked),
 * and paid only part of the last overdue one. Noah Williams pays cash at the office and is two
 * invoices behind. Amara Nwosu paid her first month by PayPal and owes nothing.
 */
const MANUAL_SERVICES: ManualServiceSeed[] = [
  [1, 6, 4, 2, 'Becker Cinema 4K', '17.00', 'monthly', 'active', 28, 970],
  [2, 6, 5, 3, 'Becker Kids', '8.00', 'monthly', 'active', 28, 512],
  [3, 6, 6, 5, 'Becker Archive', '18.00', 'quarterly', 'active', 30, 260],
  [4, 6, 7, 1, 'Becker Holiday Films', '9.00', 'monthly', 'suspended', null, 120],
  [5, 14, 13, 1, 'Williams Home', '9.00', 'monthly', 'active', 1, 95],
  [6, 17, 16, 3, 'Nwosu Emby', '8.00', 'monthly', 'active', 13, 16],
];

const BECKER_MONTH = 'Becker Cinema 4K, Becker Kids and Becker Holiday Films (monthly)';
const BECKER_QUARTER = `${BECKER_MONTH}; Becker Archive (quarterly)`;
const BECKER_SUSPENDED = 'Becker Cinema 4K and Becker Kids (monthly)';

/** Oldest first, so the numbers run with the dates. Due 14 days after they were issued. */
const MANUAL_INVOICES: [userId: number, description: string, subtotal: string, issued: number, status: 'paid' | 'unpaid', paid?: number][] = [
  [6, BECKER_QUARTER, '52.00', 150, 'paid', 141],
  [6, BECKER_MONTH, '34.00', 120, 'paid', 112],
  [14, 'Williams Home (monthly)', '9.00', 90, 'paid', 85],
  [6, BECKER_MONTH, '34.00', 90, 'paid', 80],
  [14, 'Williams Home (monthly)', '9.00', 60, 'unpaid'],
  [6, BECKER_QUARTER, '52.00', 60, 'paid', 50],
  [14, 'Williams Home (monthly)', '9.00', 30, 'unpaid'],
  [6, BECKER_SUSPENDED, '25.00', 30, 'unpaid'],
  [17, 'Nwosu Emby (monthly)', '8.00', 17, 'paid', 17],
  [6, BECKER_SUSPENDED, '25.00', 2, 'unpaid'],
];

/** The invoices each paid: all of an invoice's total, unless an amount is given. */
const MANUAL_PAYMENTS: [userId: number, method: string, paid: number, reference: string | null, note: string | null, recordedBy: number, invoices: [invoiceId: number, amount?: string][]][] = [
  [6, 'bank-transfer', 141, 'BECKER MB-0141', null, 2, [[1]]],
  [6, 'bank-transfer', 112, 'BECKER MB-0142', null, 2, [[2]]],
  [14, 'cash', 85, 'Receipt 2231', 'Paid at the Amsterdam office.', 1, [[3]]],
  [6, 'bank-transfer', 80, 'BECKER MB-0144', null, 1, [[4]]],
  [6, 'bank-transfer', 50, 'BECKER MB-0146', null, 1, [[6]]],
  [6, 'bank-transfer', 20, 'BECKER MB-0148', 'Part of it; the rest comes with the next invoice.', 1, [[8, '20.00']]],
  [17, 'paypal', 17, 'PayPal 5TY04811JK', null, 2, [[9]]],
];

function seedManualBilling(): void {
  const accounts: [userId: number, method: string, notes: string | null, daysAgo: number][] = [
    [6, 'bank-transfer', 'Pays by bank transfer early in the month; asked for one invoice for all her servers.', 970],
    [14, 'cash', 'Pays in cash at the Amsterdam office. Remind him by phone before suspending.', 95],
    [17, 'paypal', null, 16],
  ];
  for (const [userId, method, notes, daysAgo] of accounts) {
    db.manualAccount.create({ user_id: userId, currency: 'EUR', preferred_method: method, notes, created_at: ago({ days: daysAgo }) });
  }
  for (const [id, userId, serverId, productId, name, price, cycle, status, nextDue, daysAgo] of MANUAL_SERVICES) {
    db.manualService.create({
      id,
      user_id: userId,
      server_id: serverId,
      product_id: productId,
      name,
      price,
      billing_cycle: cycle,
      status,
      next_due_at: nextDue === null ? null : later({ days: nextDue }),
      created_at: ago({ days: daysAgo }),
    });
  }
  MANUAL_INVOICES.forEach(([userId, description, subtotal, issued, status, paid], index) => {
    const id = index + 1;
    const issuedAt = ago({ days: issued });
    db.manualInvoice.create({
      id,
      user_id: userId,
      number: `MB-${String(140 + id).padStart(4, '0')}`,
      description,
      subtotal,
      tax_rate: VAT_RATE,
      currency: 'EUR',
      status,
      issued_at: issuedAt,
      due_at: later({ days: 14 }, Date.parse(issuedAt)),
      paid_at: paid === undefined ? null : dayAgo(paid),
    });
  });
  let applicationId = 0;
  MANUAL_PAYMENTS.forEach(([userId, method, paid, reference, note, recordedBy, invoices], index) => {
    const id = index + 1;
    const applied = invoices.map(([invoiceId, amount]) => {
      const invoice = MANUAL_INVOICES[invoiceId - 1]!;
      const subtotal = toCents(invoice[2]);
      return { invoiceId, cents: amount === undefined ? subtotal + taxOn(subtotal, VAT_RATE) : toCents(amount) };
    });
    const total = applied.reduce((sum, { cents }) => sum + cents, 0);
    db.manualPayment.create({ id, user_id: userId, amount: fromCents(total), currency: 'EUR', method, paid_at: dayAgo(paid), reference, note, recorded_by: recordedBy, created_at: ago({ days: paid, hours: -3 }) });
    for (const { invoiceId, cents } of applied) {
      applicationId += 1;
      db.manualPaymentApplication.create({ id: applicationId, payment_id: id, invoice_id: invoiceId, amount: fromCents(cents) });
    }
  });
  db.manualAdjustment.create({
    id: 1,
    user_id: 6,
    kind: 'price-change',
    amount: null,
    reason: 'Loyalty price: a customer for more than two years.',
    service_id: 1,
    product_before: null,
    product_after: null,
    price_before: '19.00',
    price_after: '17.00',
    recorded_by: 2,
    created_at: ago({ days: 200 }),
  });
  db.manualAdjustment.create({
    id: 2,
    user_id: 6,
    kind: 'credit',
    amount: '10.00',
    reason: 'Becker Archive was offline for two days while nyc-01 was down.',
    service_id: 3,
    product_before: null,
    product_after: null,
    price_before: null,
    price_after: null,
    recorded_by: 1,
    created_at: ago({ days: 10 }),
  });
}

/** The products, then the invoices, the shop's prices, features, promo codes and orders, then manual billing. */
export function seedBilling(): void {
  seedProducts();
  seedInvoicesAndShop();
  seedManualBilling();
}
