import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRoutes } from './routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());
// The route's lazy screen is compiled once up front, so the first test does not spend its time on it.
beforeAll(() => import('./invoices-screen.tsx'), 60_000);

/** Oliver Grant: a billing-system customer with sixteen invoices, two pages of ten. */
const signInAsBillingCustomer = () => login({ email: 'billing@demo.test', password: DEMO_PASSWORD });

const invoiceLinks = () =>
  within(screen.getByRole('list', { name: 'Invoices' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the invoices list', () => {
  it('shows each invoice with its status, dates and total, linking to the invoice', async () => {
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    const newest = items[0]!;
    expect(within(newest).getByRole('link', { name: 'Invoice MD-18204' })).toHaveAttribute('href', '/app/invoices/18204');
    expect(within(newest).getByText('Unpaid')).toBeInTheDocument();
    expect(within(newest).getByText('Issued')).toBeInTheDocument();
    expect(within(newest).getByText('Due')).toBeInTheDocument();
    expect(within(newest).getByText(/12\.67/)).toBeInTheDocument();
    expect(within(items[1]!).getByText('Overdue')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('16 invoices')).toBeInTheDocument();
  });

  it('pages through the invoices and keeps the page in the address', async () => {
    await signInAsBillingCustomer();
    const { user, router } = renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    await screen.findByRole('list', { name: 'Invoices' });
    const pager = screen.getByRole('navigation', { name: 'Invoice pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await within(pager).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Invoice MD-10412' })).toBeInTheDocument();
    expect(invoiceLinks()).toHaveLength(6);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Invoice MD-18204' })).toBeInTheDocument();
  });

  it('filters by status and offers to show every invoice again when none match', async () => {
    await signInAsBillingCustomer();
    const { user } = renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    await screen.findByRole('list', { name: 'Invoices' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'overdue');
    expect(await screen.findByText('1 invoice')).toBeInTheDocument();
    expect(invoiceLinks()).toEqual(['Invoice MD-17833']);
    expect(screen.queryByRole('navigation', { name: 'Invoice pages' })).not.toBeInTheDocument();

    server.use(http.get('*/api/customer/invoices', () => HttpResponse.json({ success: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 } })));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    expect(await screen.findByRole('heading', { name: 'No refunded invoices' })).toBeInTheDocument();
  });

  it('starts on the page and status the address names', async () => {
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices?status=paid&page=2' });
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    expect(invoiceLinks()).toHaveLength(2);
  });

  it('says so when the customer has no invoices yet', async () => {
    await login({ email: 'chloe.martin@demo.test', password: DEMO_PASSWORD });
    renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/app/shop');
  });

  it('offers the last page for a page that no longer exists', async () => {
    await signInAsBillingCustomer();
    const { user } = renderRoutes(invoiceRoutes, { url: '/app/invoices?page=9' });
    expect(await screen.findByRole('heading', { name: 'There are no invoices on this page.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('explains to a customer without a billing-system account why there are none', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/invoices', () => {
        calls += 1;
        return undefined;
      }),
    );
    renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    expect(await screen.findByRole('heading', { name: 'Invoices are not available on your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/app/dashboard');
    expect(calls).toBe(0);
  });

  it('explains that the system keeps invoices in the billing system when it does not display them', async () => {
    db.setting.update({ where: { id: { equals: 'system' } }, data: { whmcs_display_user_invoices: false } });
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    expect(await screen.findByRole('heading', { name: 'Invoices are not shown in this portal' })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the list", async () => {
    await signInAsBillingCustomer();
    server.use(http.get('*/api/customer/invoices', () => HttpResponse.json({ success: false, message: 'Your billing account is locked.' }, { status: 403 })));
    renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    expect(await screen.findByRole('heading', { name: 'Invoices are not available' })).toBeInTheDocument();
    expect(screen.getByText('Your billing account is locked.')).toBeInTheDocument();
  });

  it('shows the error and retries on request', async () => {
    await signInAsBillingCustomer();
    let calls = 0;
    server.use(
      http.get('*/api/customer/invoices', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The billing system is not answering.' }, { status: 502 }) : undefined;
      }),
    );
    const { user } = renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    expect(await screen.findByText('The billing system is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Invoices' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAsBillingCustomer();
    renderRoutes(invoiceRoutes, { url: '/app/invoices' });
    expect(await screen.findByRole('list', { name: 'Loading your invoices' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('list', { name: 'Invoices' })).toBeInTheDocument();
  });
});
