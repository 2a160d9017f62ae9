import type { components } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/database.ts';
import { setupDemoBackend } from '../src/node.ts';
import { call, signIn } from './support/client.ts';

setupDemoBackend();

type Schemas = components['schemas'];

const HANNAH = 6;
const NOAH = 14;
const AMARA = 17;
const today = () => new Date().toISOString().slice(0, 10);

async function account(token: string, user = HANNAH) {
  return call('get', '/api/admin/manual-billing/customer/{user}', { token, path: { user } });
}

describe('a customer billed by hand', () => {
  it('has services with their product and price, open invoices, payments and changes', async () => {
    const token = await signIn('admin@demo.test');
    const { status, body } = await account(token);
    expect(status).toBe(200);
    const data = body.data;
    expect(data.customer).toEqual({ id: HANNAH, name: 'Hannah Becker', email: 'hannah.becker@demo.test' });
    expect(data.services.map((service: Schemas['AdminManualBillingService']) => [service.name, service.product?.name, service.price, service.status])).toEqual([
      ['Becker Cinema 4K', 'Plex Pro 4K', '17.00', 'active'],
      ['Becker Kids', 'Emby Standard', '8.00', 'active'],
      ['Becker Archive', 'Jellyfin Family', '18.00', 'active'],
      ['Becker Holiday Films', 'Plex Starter', '9.00', 'suspended'],
    ]);
    // The overdue invoice is partly paid; the newest is not due yet; a credit of 10.00 counts against both.
    expect(data.open_invoices.map((invoice: Schemas['AdminManualBillingInvoice']) => [invoice.number, invoice.status, invoice.total, invoice.amount_due])).toEqual([
      ['MB-0148', 'overdue', '30.25', '10.25'],
      ['MB-0150', 'unpaid', '30.25', '30.25'],
    ]);
    expect(data).toMatchObject({ balance: '30.50', overdue: '10.25', next_due_date: data.open_invoices[1]?.due_date, preferred_method: 'bank-transfer' });
    expect(data.payments[0]).toMatchObject({ amount: '20.00', applied: [{ number: 'MB-0148', amount: '20.00' }], unapplied: '0.00' });
    expect(data.adjustments.map((adjustment: Schemas['AdminManualBillingAdjustment']) => adjustment.kind)).toEqual(['credit', 'price-change']);
  });

  it('is 404 for a customer who pays through the billing system', async () => {
    const token = await signIn('admin@demo.test');
    const { status, body } = await account(token, 7);
    expect(status).toBe(404);
    expect(body.message).toBe('This customer is not billed by hand.');
  });

  it('is on the dashboard with what each owes, the most overdue first', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('get', '/api/admin/dashboard', { token });
    expect(body.data.manual_billing?.map((customer: Schemas['AdminManualBillingCustomer']) => [customer.user.id, customer.balance, customer.overdue, customer.open_invoices])).toEqual([
      [NOAH, '21.78', '21.78', 2],
      [HANNAH, '30.50', '10.25', 2],
      [AMARA, '0.00', '0.00', 0],
    ]);
  });
});

describe('recording a payment', () => {
  it('pays the open invoices, the oldest first, and keeps the rest as credit', async () => {
    const token = await signIn('admin@demo.test');
    const { status, body } = await call('post', '/api/admin/manual-billing/customer/{user}/payments', {
      token,
      path: { user: HANNAH },
      body: { amount: '45.00', method: 'bank-transfer', date: today(), reference: 'BECKER MB-0150', note: null },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('The payment has been recorded.');
    expect(body.data.open_invoices).toEqual([]);
    expect(body.data.payments[0]).toMatchObject({
      amount: '45.00',
      date: today(),
      reference: 'BECKER MB-0150',
      applied: [
        { number: 'MB-0148', amount: '10.25' },
        { number: 'MB-0150', amount: '30.25' },
      ],
      unapplied: '4.50',
      recorded_by: { id: 1, name: 'Alex Morgan' },
    });
    // 4.50 left over plus the credit of 10.00.
    expect(body.data.balance).toBe('-14.50');
  });

  it('pays only the invoices named, and none when the list is empty', async () => {
    const token = await signIn('admin@demo.test');
    const [older, newer] = (await account(token, NOAH)).body.data.open_invoices;
    const named = await call('post', '/api/admin/manual-billing/customer/{user}/payments', {
      token,
      path: { user: NOAH },
      body: { amount: '5.00', method: 'cash', date: today(), invoice_ids: [newer!.id] },
    });
    expect(named.body.data.open_invoices.map((invoice: Schemas['AdminManualBillingInvoice']) => [invoice.id, invoice.amount_due])).toEqual([
      [older!.id, '10.89'],
      [newer!.id, '5.89'],
    ]);
    const none = await call('post', '/api/admin/manual-billing/customer/{user}/payments', {
      token,
      path: { user: NOAH },
      body: { amount: '2.00', method: 'cash', date: today(), invoice_ids: [] },
    });
    expect(none.body.data.payments[0]).toMatchObject({ applied: [], unapplied: '2.00' });
    expect(none.body.data.balance).toBe('14.78');
  });

  it('refuses what cannot be right, field by field, and changes nothing', async () => {
    const token = await signIn('admin@demo.test');
    const before = db.manualPayment.count();
    const { status, body } = await call('post', '/api/admin/manual-billing/customer/{user}/payments', {
      token,
      path: { user: HANNAH },
      body: { amount: '12.345', method: 'cheque', date: '2999-01-01', invoice_ids: [1] },
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      amount: ['The amount field must be an amount with at most two decimals.'],
      method: ['The selected method is invalid.'],
      date: ['The date field must be a date before or equal to today.'],
      'invoice_ids.0': ['The selected invoice is not open.'],
    });
    expect(db.manualPayment.count()).toBe(before);
  });
});

describe('recording a change', () => {
  it('credits or debits the account', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('post', '/api/admin/manual-billing/customer/{user}/adjustments', {
      token,
      path: { user: AMARA },
      body: { kind: 'debit', amount: '3.50', reason: 'Courier for the hard drive she sent in.' },
    });
    expect(body.message).toBe('The change has been recorded.');
    expect(body.data.balance).toBe('3.50');
    expect(body.data.adjustments[0]).toMatchObject({ kind: 'debit', amount: '3.50', reason: 'Courier for the hard drive she sent in.' });
  });

  it('moves a service to another product, at its list price unless another is given', async () => {
    const token = await signIn('admin@demo.test');
    const { body } = await call('post', '/api/admin/manual-billing/customer/{user}/adjustments', {
      token,
      path: { user: NOAH },
      body: { kind: 'product-change', service_id: 5, product_id: 2, reason: 'Wants 4K for his projector.' },
    });
    expect(body.data.services[0]).toMatchObject({ name: 'Williams Home', product: { id: 2, name: 'Plex Pro 4K' }, price: '19.00' });
    expect(body.data.adjustments[0]).toMatchObject({
      kind: 'product-change',
      service: { id: 5, name: 'Williams Home' },
      product_before: { name: 'Plex Starter' },
      product_after: { name: 'Plex Pro 4K' },
      price_before: '9.00',
      price_after: '19.00',
    });
  });

  it('asks for what the kind of change needs', async () => {
    const token = await signIn('admin@demo.test');
    const post = (body: Record<string, unknown>) => call('post', '/api/admin/manual-billing/customer/{user}/adjustments', { token, path: { user: HANNAH }, body });
    expect((await post({ kind: 'credit' })).body.errors).toEqual({ reason: ['The reason field is required.'] });
    expect((await post({ kind: 'credit', reason: 'Goodwill' })).body.errors).toEqual({ amount: ['The amount field is required.'] });
    expect((await post({ kind: 'price-change', reason: 'Loyalty', service_id: 1, price: '17.00' })).body.errors).toEqual({ price: ['Becker Cinema 4K costs 17.00 already.'] });
    expect((await post({ kind: 'price-change', reason: 'Loyalty', service_id: 5, price: '7.00' })).body.errors).toEqual({ service_id: ['The selected service is invalid.'] });
  });
});
