import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRoutes } from './routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());
// The route's lazy screen is compiled once up front, so the first test does not spend its time on it.
beforeAll(() => import('./invoice-screen.tsx'), 60_000);

const WHMCS = 'https://billing.mediadock.test';
const signInAsBillingCustomer = () => login({ email: 'billing@demo.test', password: DEMO_PASSWORD });

/** The description and amount of every line of the invoice's table body. */
function lines() {
  const table = screen.getByRole('table', { name: 'Lines' });
  const [body] = within(table).getAllByRole('rowgroup').filter((group) => group.tagName === 'TBODY');
  return within(body!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
}

describe('one invoice', () => {
  it('shows its lines, totals and status, and links to pay it in the billing system', async () => {
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices/18204' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice MD-18204' })).toBeInTheDocument();
    expect(lines()).toEqual([
      ['Additional storage 4 TB - Grant Media (monthly)', expect.stringMatching(/6\.00/)],
      ['Priority support (monthly)', expect.stringMatching(/5\.00/)],
      ['CDN bandwidth overage (180 GB at €0.02/GB)', expect.stringMatching(/3\.60/)],
    ]);
    const table = screen.getByRole('table', { name: 'Lines' });
    expect(within(table).getByRole('rowheader', { name: 'Subtotal' }).nextElementSibling).toHaveTextContent('14.60');
    expect(within(table).getByRole('rowheader', { name: 'Tax (21 %)' }).nextElementSibling).toHaveTextContent('3.07');
    expect(within(table).getByRole('rowheader', { name: 'Credit' }).nextElementSibling).toHaveTextContent('-€5.00');
    expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent('12.67');
    expect(screen.getByText('Unpaid')).toBeInTheDocument();

    const pay = screen.getByRole('link', { name: 'Pay now' });
    expect(pay).toHaveAttribute('href', `${WHMCS}/viewinvoice.php?id=18204`);
    expect(pay).toHaveAttribute('target', '_blank');
    expect(pay).toHaveAccessibleDescription('Opens the billing system in a new tab.');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${WHMCS}/dl.php?type=i&id=18204`);
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/app/invoices');
  });

  it('warns about an overdue invoice', async () => {
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices/17833' });
    expect(await screen.findByText(/^This invoice was due on /)).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('shows when and how a paid invoice was paid, with nothing left to pay', async () => {
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices/10412' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice MD-10412' })).toBeInTheDocument();
    expect(screen.getByText('Paid', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('PayPal')).toBeInTheDocument();
    expect(lines()[1]).toEqual(['Promo code WELCOME10 (10 % off)', expect.stringMatching(/-€?9\.00/)]);
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Credit' })).not.toBeInTheDocument();
  });

  it("says so for another customer's invoice or one that does not exist", async () => {
    await login({ email: 'chloe.martin@demo.test', password: DEMO_PASSWORD });
    renderRoutes(invoiceRoutes, { url: '/app/invoices/18204' });
    expect(await screen.findByRole('heading', { name: 'There is no such invoice on your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your invoices' })).toHaveAttribute('href', '/app/invoices');
  });

  it('does not ask the server about an address that is not an invoice number', async () => {
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices/latest' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
  });

  it('explains to a customer without a billing-system account why it is not shown', async () => {
    await signInAs('customer-plex');
    renderRoutes(invoiceRoutes, { url: '/app/invoices/18204' });
    expect(await screen.findByRole('heading', { name: 'Invoices are not available on your account' })).toBeInTheDocument();
  });

  it('shows the error and retries on request', async () => {
    await signInAsBillingCustomer();
    let calls = 0;
    server.use(
      http.get('*/api/customer/invoices/:invoice', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The billing system is not answering.' }, { status: 502 }) : undefined;
      }),
    );
    const { user } = renderRoutes(invoiceRoutes, { url: '/app/invoices/18204' });
    expect(await screen.findByText('The billing system is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice MD-18204' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices/18204' });
    expect(await screen.findByRole('status', { name: 'Loading the invoice' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice MD-18204' })).toBeInTheDocument();
  });
});
