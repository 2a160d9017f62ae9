import type { components } from '@portal/api-client';
import { db, type UserRow } from '#db/database.ts';
import { nextId } from '#db/ids.ts';
import { isoNow } from '#lib/clock.ts';
import { notFound, validationFailed } from '#lib/http-error.ts';
import { intParam, route } from '#lib/route.ts';
import { optionalStr, str, validate, type CustomRule, type Input } from '#lib/validation.ts';
import { requireAdmin } from '#model/auth.ts';
import { fromCents, isBillingCycle, shopProductRows, taxOn, toCents } from '#model/billing.ts';
import { findServer, isServerType } from '#model/servers.ts';
import { findUser } from '#model/users.ts';

type Schemas = components['schemas'];
type Account = Schemas['AdminManualBillingAccount'];
type CustomerSummary = Schemas['AdminManualBillingCustomer'];
type PaymentMethod = Schemas['AdminManualBillingPaymentMethod'];
type AdjustmentKind = Schemas['AdminManualBillingAdjustmentKind'];

type InvoiceRow = ReturnType<typeof db.manualInvoice.getAll>[number];
type PaymentRow = ReturnType<typeof db.manualPayment.getAll>[number];
type ServiceRow = ReturnType<typeof db.manualService.getAll>[number];
type AdjustmentRow = ReturnType<typeof db.manualAdjustment.getAll>[number];

const PAYMENT_METHODS = ['bank-transfer', 'cash', 'card', 'paypal', 'other'] as const satisfies readonly PaymentMethod[];
const ADJUSTMENT_KINDS = ['credit', 'debit', 'price-change', 'product-change'] as const satisfies readonly AdjustmentKind[];
const SERVICE_STATUSES = ['active', 'suspended', 'cancelled'] as const;
/** The largest single amount the staff may record: a typo guard, not a business rule. */
const MAX_CENTS = 100_000_00;

const day = (iso: string): string => iso.slice(0, 10);
const today = (): string => day(isoNow());
const byId = <T extends { id: number }>(a: T, b: T): number => a.id - b.id;

// ---------------------------------------------------------------- reading the account

function invoicesOf(userId: number): InvoiceRow[] {
  return db.manualInvoice.getAll().filter((row) => row.user_id === userId);
}

function paymentsOf(userId: number): PaymentRow[] {
  return db.manualPayment.getAll().filter((row) => row.user_id === userId);
}

function servicesOf(userId: number): ServiceRow[] {
  return db.manualService
    .getAll()
    .filter((row) => row.user_id === userId)
    .sort(byId);
}

function adjustmentsOf(userId: number): AdjustmentRow[] {
  return db.manualAdjustment.getAll().filter((row) => row.user_id === userId);
}

const invoiceTotal = (row: InvoiceRow): number => toCents(row.subtotal) + taxOn(toCents(row.subtotal), row.tax_rate);

function appliedTo(invoiceId: number): number {
  return db.manualPaymentApplication
    .getAll()
    .filter((row) => row.invoice_id === invoiceId)
    .reduce((sum, row) => sum + toCents(row.amount), 0);
}

/** What is left to pay of an invoice; nothing once it is paid or cancelled. */
const amountDue = (row: InvoiceRow): number => (row.status === 'unpaid' ? Math.max(0, invoiceTotal(row) - appliedTo(row.id)) : 0);

/** Unpaid past its due date, counted in UTC days, as the billing system's invoices are. */
const isOverdue = (row: InvoiceRow): boolean => day(row.due_at) < today();

/** Invoices with something left to pay, the oldest due first. */
function openInvoicesOf(userId: number): InvoiceRow[] {
  return invoicesOf(userId)
    .filter((row) => amountDue(row) > 0)
    .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.id - b.id);
}

function unappliedOf(payment: PaymentRow): number {
  const applied = db.manualPaymentApplication
    .getAll()
    .filter((row) => row.payment_id === payment.id)
    .reduce((sum, row) => sum + toCents(row.amount), 0);
  return Math.max(0, toCents(payment.amount) - applied);
}

interface Owed {
  balance: number;
  overdue: number;
  open: InvoiceRow[];
  nextDue: string | null;
}

/** The open invoices, plus debits, less credits and what payments left on the account. */
function owedBy(userId: number): Owed {
  const open = openInvoicesOf(userId);
  const adjustments = adjustmentsOf(userId).reduce((sum, row) => {
    if (row.amount === null) return sum;
    if (row.kind === 'debit') return sum + toCents(row.amount);
    if (row.kind === 'credit') return sum - toCents(row.amount);
    return sum;
  }, 0);
  const credit = paymentsOf(userId).reduce((sum, row) => sum + unappliedOf(row), 0);
  const balance = open.reduce((sum, row) => sum + amountDue(row), 0) + adjustments - credit;
  const overdue = open.filter(isOverdue).reduce((sum, row) => sum + amountDue(row), 0);
  const upcoming = open.find((row) => !isOverdue(row));
  const renewals = servicesOf(userId)
    .filter((row) => row.status !== 'cancelled' && row.next_due_at !== null)
    .map((row) => day(row.next_due_at ?? ''))
    .sort();
  return { balance, overdue, open, nextDue: upcoming ? day(upcoming.due_at) : (renewals[0] ?? null) };
}

function accountRow(userId: number) {
  return db.manualAccount.findFirst({ where: { user_id: { equals: userId } } });
}

function person(user: UserRow) {
  return { id: user.id, name: user.name, email: user.email };
}

function staffRef(id: number | null) {
  const user = id === null ? null : findUser(id);
  return user ? { id: user.id, name: user.name } : null;
}

function productRef(id: number | null) {
  const product = id === null ? null : db.product.findFirst({ where: { id: { equals: id } } });
  return product ? { id: product.id, name: product.name } : null;
}

function serviceRef(id: number | null) {
  const service = id === null ? null : db.manualService.findFirst({ where: { id: { equals: id } } });
  return service ? { id: service.id, name: service.name } : null;
}

const isMethod = (value: unknown): value is PaymentMethod => PAYMENT_METHODS.includes(value as PaymentMethod);

function toService(row: ServiceRow): Account['services'][number] {
  const server = row.server_id === null ? null : findServer(row.server_id);
  const status = SERVICE_STATUSES.find((candidate) => candidate === row.status) ?? 'active';
  return {
    id: row.id,
    name: row.name,
    server: server && isServerType(server.type) ? { id: server.id, name: server.name, type: server.type } : null,
    product: productRef(row.product_id),
    price: row.price,
    billing_cycle: isBillingCycle(row.billing_cycle) ? row.billing_cycle : 'monthly',
    status,
    next_due_date: status === 'cancelled' || row.next_due_at === null ? null : day(row.next_due_at),
  };
}

function toPayment(row: PaymentRow): Account['payments'][number] {
  const applied = db.manualPaymentApplication
    .getAll()
    .filter((application) => application.payment_id === row.id)
    .sort(byId)
    .map((application) => ({
      invoice_id: application.invoice_id,
      number: db.manualInvoice.findFirst({ where: { id: { equals: application.invoice_id } } })?.number ?? '',
      amount: application.amount,
    }));
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    method: isMethod(row.method) ? row.method : 'other',
    date: day(row.paid_at),
    reference: row.reference,
    note: row.note,
    applied,
    unapplied: fromCents(unappliedOf(row)),
    recorded_by: staffRef(row.recorded_by),
    created_at: row.created_at,
  };
}

function toAdjustment(row: AdjustmentRow): Account['adjustments'][number] {
  return {
    id: row.id,
    kind: ADJUSTMENT_KINDS.find((kind) => kind === row.kind) ?? 'credit',
    amount: row.amount,
    reason: row.reason,
    service: serviceRef(row.service_id),
    product_before: productRef(row.product_before),
    product_after: productRef(row.product_after),
    price_before: row.price_before,
    price_after: row.price_after,
    recorded_by: staffRef(row.recorded_by),
    created_at: row.created_at,
  };
}

const newestFirst = <T extends { id: number; created_at: string }>(a: T, b: T): number => b.created_at.localeCompare(a.created_at) || b.id - a.id;

function toAccount(user: UserRow): Account {
  const account = accountRow(user.id);
  const currency = account?.currency || 'EUR';
  const owed = owedBy(user.id);
  return {
    customer: person(user),
    currency,
    balance: fromCents(owed.balance),
    overdue: fromCents(owed.overdue),
    next_due_date: owed.nextDue,
    preferred_method: isMethod(account?.preferred_method) ? account.preferred_method : null,
    notes: account?.notes ?? null,
    services: servicesOf(user.id).map(toService),
    open_invoices: owed.open.map((row) => ({
      id: row.id,
      number: row.number,
      status: isOverdue(row) ? 'overdue' : 'unpaid',
      date: day(row.issued_at),
      due_date: day(row.due_at),
      total: fromCents(invoiceTotal(row)),
      amount_due: fromCents(amountDue(row)),
      currency: row.currency,
      description: row.description || null,
    })),
    payments: paymentsOf(user.id)
      .sort((a, b) => b.paid_at.localeCompare(a.paid_at) || b.id - a.id)
      .map(toPayment),
    adjustments: adjustmentsOf(user.id).sort(newestFirst).map(toAdjustment),
    products: shopProductRows().flatMap((row) => (isBillingCycle(row.billing_cycle) ? [{ id: row.id, name: row.name, price: row.price, billing_cycle: row.billing_cycle }] : [])),
  };
}

/** Every customer billed by hand and what they owe: the most overdue first, then the most owed. */
export function manualBillingCustomers(): CustomerSummary[] {
  return db.manualAccount
    .getAll()
    .flatMap((account) => {
      const user = findUser(account.user_id);
      if (!user) return [];
      const owed = owedBy(user.id);
      return [{ user, account, owed }];
    })
    .sort((a, b) => b.owed.overdue - a.owed.overdue || b.owed.balance - a.owed.balance || a.user.name.localeCompare(b.user.name))
    .map(({ user, account, owed }) => ({
      user: person(user),
      currency: account.currency || 'EUR',
      balance: fromCents(owed.balance),
      overdue: fromCents(owed.overdue),
      open_invoices: owed.open.length,
      next_due_date: owed.nextDue,
    }));
}

function customerOrFail(params: Record<string, string>): UserRow {
  const user = findUser(intParam(params, 'user'));
  if (!user || !accountRow(user.id)) throw notFound('This customer is not billed by hand.');
  return user;
}

// ---------------------------------------------------------------- rules

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** An amount of money as the forms send it: digits with at most two decimals, within the typo guard. */
function money({ allowZero = false } = {}): CustomRule {
  return (value, attribute) => {
    const field = attribute.replace(/_/g, ' ');
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !MONEY.test(text)) return `The ${field} field must be an amount with at most two decimals.`;
    const cents = toCents(text);
    if (!allowZero && cents < 1) return `The ${field} field must be at least 0.01.`;
    if (cents > MAX_CENTS) return `The ${field} field must not be greater than ${fromCents(MAX_CENTS)}.`;
    return null;
  };
}

const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const paidDay: CustomRule = (value) => {
  const text = str(value);
  if (!isDay(text)) return 'The date field must be a valid date.';
  return text > today() ? 'The date field must be a date before or equal to today.' : null;
};

const asCents = (value: unknown): number => toCents(typeof value === 'number' ? value.toFixed(2) : str(value));

// ---------------------------------------------------------------- changes

function recordPayment(admin: UserRow, user: UserRow, body: Input): void {
  const open = openInvoicesOf(user.id);
  const openInvoice: CustomRule = (value) => (open.some((row) => row.id === Number(value)) ? null : 'The selected invoice is not open.');
  validate(body, {
    amount: ['required', money()],
    method: `required|string|in:${PAYMENT_METHODS.join(',')}`,
    date: ['required', 'string', paidDay],
    reference: 'nullable|string|max:64',
    note: 'nullable|string|max:500',
    invoice_ids: 'nullable|array',
    'invoice_ids.*': ['integer', openInvoice],
  });
  const chosen = Array.isArray(body.invoice_ids) ? new Set(body.invoice_ids.map(Number)) : null;
  const targets = open.filter((row) => chosen === null || chosen.has(row.id));
  const date = str(body.date);
  const paymentId = nextId('manualPayment');
  let left = asCents(body.amount);
  let applicationId = nextId('manualPaymentApplication');
  for (const invoice of targets) {
    if (left <= 0) break;
    const due = amountDue(invoice);
    const share = Math.min(due, left);
    db.manualPaymentApplication.create({ id: applicationId, payment_id: paymentId, invoice_id: invoice.id, amount: fromCents(share) });
    applicationId += 1;
    left -= share;
    if (share === due) db.manualInvoice.update({ where: { id: { equals: invoice.id } }, data: { status: 'paid', paid_at: `${date}T00:00:00.000Z` } });
  }
  db.manualPayment.create({
    id: paymentId,
    user_id: user.id,
    amount: fromCents(asCents(body.amount)),
    currency: accountRow(user.id)?.currency || 'EUR',
    method: str(body.method),
    paid_at: `${date}T00:00:00.000Z`,
    reference: optionalStr(body.reference),
    note: optionalStr(body.note),
    recorded_by: admin.id,
    created_at: isoNow(),
  });
}

function recordAdjustment(admin: UserRow, user: UserRow, body: Input): void {
  validate(body, {
    kind: `required|string|in:${ADJUSTMENT_KINDS.join(',')}`,
    reason: 'required|string|max:500',
  });
  const kind = str(body.kind) as AdjustmentKind;
  const base = { user_id: user.id, kind, reason: str(body.reason), recorded_by: admin.id, created_at: isoNow() };
  const empty = { amount: null, service_id: null, product_before: null, product_after: null, price_before: null, price_after: null };

  if (kind === 'credit' || kind === 'debit') {
    validate(body, { amount: ['required', money()] });
    db.manualAdjustment.create({ id: nextId('manualAdjustment'), ...base, ...empty, amount: fromCents(asCents(body.amount)) });
    return;
  }

  const services = servicesOf(user.id).filter((row) => row.status !== 'cancelled');
  const ownService: CustomRule = (value) => (services.some((row) => row.id === Number(value)) ? null : 'The selected service is invalid.');
  const products = shopProductRows();
  const product: CustomRule = (value) => (products.some((row) => row.id === Number(value)) ? null : 'The selected product is invalid.');
  if (kind === 'price-change') {
    validate(body, { service_id: ['required', 'integer', ownService], price: ['required', money({ allowZero: true })] });
  } else {
    validate(body, { service_id: ['required', 'integer', ownService], product_id: ['required', 'integer', product], price: ['nullable', money({ allowZero: true })] });
  }
  const service = services.find((row) => row.id === Number(body.service_id))!;
  const chosenProduct = kind === 'product-change' ? products.find((row) => row.id === Number(body.product_id))! : null;
  const price = body.price === undefined || body.price === null ? (chosenProduct?.price ?? service.price) : fromCents(asCents(body.price));

  if (kind === 'price-change' && toCents(price) === toCents(service.price)) {
    throw validationFailed({ price: [`${service.name} costs ${service.price} already.`] });
  }
  if (chosenProduct && chosenProduct.id === service.product_id) {
    throw validationFailed({ product_id: [`${service.name} is on ${chosenProduct.name} already.`] });
  }
  db.manualService.update({
    where: { id: { equals: service.id } },
    data: { price, ...(chosenProduct ? { product_id: chosenProduct.id, billing_cycle: chosenProduct.billing_cycle } : {}) },
  });
  db.manualAdjustment.create({
    id: nextId('manualAdjustment'),
    ...base,
    ...empty,
    service_id: service.id,
    product_before: chosenProduct ? service.product_id : null,
    product_after: chosenProduct ? chosenProduct.id : null,
    price_before: service.price,
    price_after: price,
  });
}

export const adminManualBillingHandlers = [
  route('get', '/api/admin/manual-billing/customer/{user}')(({ request, params }) => {
    requireAdmin(request);
    return { success: true, data: toAccount(customerOrFail(params)) };
  }),

  route('post', '/api/admin/manual-billing/customer/{user}/payments')(({ request, params, body }) => {
    const admin = requireAdmin(request);
    const user = customerOrFail(params);
    recordPayment(admin, user, body);
    return { success: true, message: 'The payment has been recorded.', data: toAccount(user) };
  }),

  route('post', '/api/admin/manual-billing/customer/{user}/adjustments')(({ request, params, body }) => {
    const admin = requireAdmin(request);
    const user = customerOrFail(params);
    recordAdjustment(admin, user, body);
    return { success: true, message: 'The change has been recorded.', data: toAccount(user) };
  }),
];
