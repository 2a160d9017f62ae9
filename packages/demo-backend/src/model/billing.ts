import type { Invoice, InvoiceDetail, InvoiceStatus, ShopBillingCycle, ShopCategory, ShopPrice, ShopProduct } from '@portal/api-client';
import { db, type ProductRow, type UserRow } from '#db/database.ts';
import { isoNow } from '#lib/clock.ts';
import { forbidden } from '#lib/http-error.ts';
import { toProduct } from './products.ts';
import { requireFeature } from './restrictions.ts';
import { isServerType, TYPE_LABEL } from './servers.ts';
import { settings } from './settings.ts';
import { setupRow, whmcsBaseUrl } from './setup.ts';
import { isAdmin } from './users.ts';

export type InvoiceRow = ReturnType<typeof db.invoice.getAll>[number];

export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'cancelled', 'refunded'] as const satisfies readonly InvoiceStatus[];
/** Shortest first, the order the shop offers them in. */
export const BILLING_CYCLES = ['monthly', 'quarterly', 'semiannually', 'annually'] as const satisfies readonly ShopBillingCycle[];
export const CYCLE_LABEL: Record<ShopBillingCycle, string> = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  semiannually: 'every six months',
  annually: 'annually',
};

/** The platform invoices from the Netherlands: Dutch VAT on every invoice. */
export const VAT_RATE = 21;

export const isBillingCycle = (value: unknown): value is ShopBillingCycle => BILLING_CYCLES.includes(value as ShopBillingCycle);

// ---------------------------------------------------------------- money, in cents to stay exact

export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -cents : cents;
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Tax on an amount at a percent rate, rounded half up to the cent as WHMCS does. */
export function taxOn(cents: number, rate: number | null): number {
  return rate ? Math.round((cents * rate) / 100) : 0;
}

// ---------------------------------------------------------------- who may see what

/** The billing system's address, or null while the platform has no WHMCS set up. */
export function billingSystemUrl(): string | null {
  const setup = setupRow();
  return setup.billing_type === 'whmcs' && setup.whmcs_url ? whmcsBaseUrl(setup.whmcs_url) : null;
}

export const hasBillingAccount = (user: UserRow): boolean => user.whmcs_id !== null;

export function requireInvoiceAccess(user: UserRow): void {
  if (!hasBillingAccount(user)) throw forbidden('Invoices are only available to customers who pay through the billing system.');
  if (!settings().whmcs_display_user_invoices) throw forbidden('Invoices are not shown in this portal. You can find them in the billing system.');
}

export function requireShopAccess(user: UserRow): void {
  if (!hasBillingAccount(user) && !isAdmin(user)) throw forbidden('The shop is only available to customers who pay through the billing system.');
  requireFeature(user, 'shop');
}

export function requireOrderAccess(user: UserRow): void {
  requireShopAccess(user);
  if (!hasBillingAccount(user)) throw forbidden('Orders are placed in the billing system, and your account has no billing-system account to order with.');
}

// ---------------------------------------------------------------- invoices

function linesOf(invoiceId: number) {
  return db.invoiceLine
    .getAll()
    .filter((line) => line.invoice_id === invoiceId)
    .sort((a, b) => a.id - b.id);
}

const day = (iso: string): string => iso.slice(0, 10);

/** Unpaid becomes overdue the day after its due date, counted in UTC, the platform's clock. */
export function invoiceStatus(row: InvoiceRow): InvoiceStatus {
  if (row.status === 'unpaid') return day(row.due_at) < day(isoNow()) ? 'overdue' : 'unpaid';
  return INVOICE_STATUSES.find((status) => status === row.status) ?? 'unpaid';
}

interface Totals {
  subtotal: number;
  tax: number;
  credit: number;
  total: number;
}

export function invoiceTotals(row: InvoiceRow): Totals {
  const subtotal = linesOf(row.id).reduce((sum, line) => sum + toCents(line.amount), 0);
  const tax = taxOn(subtotal, row.tax_rate);
  const credit = toCents(row.credit);
  return { subtotal, tax, credit, total: subtotal + tax - credit };
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: invoiceStatus(row),
    date: day(row.issued_at),
    due_date: day(row.due_at),
    paid_at: row.paid_at,
    total: fromCents(invoiceTotals(row).total),
    currency: row.currency,
  };
}

export function toInvoiceDetail(row: InvoiceRow): InvoiceDetail {
  const totals = invoiceTotals(row);
  const status = invoiceStatus(row);
  const base = billingSystemUrl();
  return {
    ...toInvoice(row),
    lines: linesOf(row.id).map(({ id, description, amount }) => ({ id, description, amount })),
    subtotal: fromCents(totals.subtotal),
    tax: fromCents(totals.tax),
    tax_rate: row.tax_rate,
    credit: fromCents(totals.credit),
    payment_method: row.payment_method,
    pay_url: base && (status === 'unpaid' || status === 'overdue') ? `${base}/viewinvoice.php?id=${row.id}` : null,
    pdf_url: base ? `${base}/dl.php?type=i&id=${row.id}` : null,
  };
}

/** The user's invoices, newest first. */
export function invoicesOf(user: UserRow): InvoiceRow[] {
  return db.invoice
    .getAll()
    .filter((row) => row.user_id === user.id)
    .sort((a, b) => b.issued_at.localeCompare(a.issued_at) || b.id - a.id);
}

// ---------------------------------------------------------------- shop

const CATEGORY_DESCRIPTION: Record<string, string> = {
  plex: 'Plex Media Server with your Plex account; stream to every Plex app.',
  emby: 'Emby Server, with Emby Connect for the people you share with.',
  jellyfin: 'Jellyfin: free and open source, no licence or account needed.',
  other: 'Everything else the platform offers.',
};

/** The shop's rules from the admins' product settings: which server types are sold, and in what order the shop lists. */
export function shopRules(): { sold: (type: string | null) => boolean; order: string; preselected: (product: ProductRow) => boolean } {
  const row = db.productSetting.findFirst({ where: { id: { equals: 'products' } } });
  return {
    // A product without a server type is not one of the settings' types: it stays on sale.
    sold: (type) => !row || !isServerType(type) || row[`${type}_sold`],
    order: row?.shop_order ?? 'position',
    // The product the shop preselects for its server type: recommended and listed first.
    preselected: (product) => !!row && isServerType(product.server_type) && row[`${product.server_type}_default_product_id`] === product.id,
  };
}

const CYCLE_MONTHS: Record<ShopBillingCycle, number> = { monthly: 1, quarterly: 3, semiannually: 6, annually: 12 };

/** What a product costs a month, so products billed in different cycles compare. */
function monthlyPrice(row: ProductRow): number {
  const months = isBillingCycle(row.billing_cycle) ? CYCLE_MONTHS[row.billing_cycle] : 1;
  return Number(row.price) / months;
}

const SHOP_ORDERS: Record<string, (a: ProductRow, b: ProductRow) => number> = {
  position: (a, b) => a.id - b.id,
  price_asc: (a, b) => monthlyPrice(a) - monthlyPrice(b) || a.id - b.id,
  price_desc: (a, b) => monthlyPrice(b) - monthlyPrice(a) || a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id,
};

/** The products for sale, in the shop's order. */
export function shopProductRows(): ProductRow[] {
  const rules = shopRules();
  return db.product
    .getAll()
    // A product the admin switched off or hid, or of a server type not sold, is not for sale.
    .filter((row) => row.audience === 'customer' && row.active && !row.hidden && rules.sold(row.server_type))
    .sort(SHOP_ORDERS[rules.order] ?? SHOP_ORDERS.position);
}

/** Every cycle the product can be ordered in: its own first, then the extra ones, shortest first. */
export function pricesOf(row: ProductRow): ShopPrice[] {
  const own = isBillingCycle(row.billing_cycle) ? [{ billing_cycle: row.billing_cycle, price: row.price }] : [];
  const extra = db.productPrice
    .getAll()
    .filter((price) => price.product_id === row.id && price.billing_cycle !== row.billing_cycle)
    .flatMap((price) => (isBillingCycle(price.billing_cycle) ? [{ billing_cycle: price.billing_cycle, price: price.price }] : []));
  return [...own, ...extra].sort((a, b) => BILLING_CYCLES.indexOf(a.billing_cycle) - BILLING_CYCLES.indexOf(b.billing_cycle));
}

export function toShopProduct(row: ProductRow): ShopProduct {
  const features = db.productFeature
    .getAll()
    .filter((feature) => feature.product_id === row.id)
    .sort((a, b) => a.position - b.position)
    .map((feature) => feature.text);
  const prices = pricesOf(row);
  const first = prices[0];
  return {
    ...toProduct(row),
    ...(first ? { price: first.price, billing_cycle: first.billing_cycle } : {}),
    currency: row.currency,
    features,
    prices,
  };
}

/** The shop's products by server type, in the order Plex, Emby, Jellyfin, other. */
export function shopCategories(): ShopCategory[] {
  const keys = ['plex', 'emby', 'jellyfin', 'other'] as const;
  return keys.flatMap((key) => {
    const { preselected } = shopRules();
    const products = shopProductRows()
      .filter((row) => (isServerType(row.server_type) ? row.server_type : 'other') === key)
      // Stable: the recommended product moves to the front, the others keep the shop's order.
      .sort((a, b) => Number(preselected(b)) - Number(preselected(a)));
    if (products.length === 0) return [];
    const shown = products.map((row) => (preselected(row) ? { ...toShopProduct(row), recommended: true } : toShopProduct(row)));
    return [{ key, name: key === 'other' ? 'Other' : TYPE_LABEL[key], description: CATEGORY_DESCRIPTION[key] ?? null, products: shown }];
  });
}
