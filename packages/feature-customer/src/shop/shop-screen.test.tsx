import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopRoutes } from './routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());
// The route's lazy screen is compiled once up front, so the first test does not spend its time on it.
beforeAll(() => import('./shop-screen.tsx'), 60_000);

const WHMCS = 'https://billing.mediadock.test';
const signInAsBillingCustomer = () => login({ email: 'billing@demo.test', password: DEMO_PASSWORD });

async function openOrder(name: string) {
  const view = renderRoutes(shopRoutes, { url: '/app/shop' });
  await view.user.click(await screen.findByRole('button', { name: `Order ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: `Order ${name}` });
  return { ...view, dialog };
}

describe('the shop', () => {
  it('shows the products by server type, with their prices and what they include', async () => {
    await signInAsBillingCustomer();
    renderRoutes(shopRoutes, { url: '/app/shop' });
    const plex = await screen.findByRole('list', { name: 'Plex products' });
    expect(screen.getByRole('heading', { level: 2, name: 'Emby' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jellyfin' })).toBeInTheDocument();
    const pro = within(plex).getByRole('heading', { name: 'Plex Pro 4K' }).closest('li')!;
    expect(within(pro).getByText(/19\.00/)).toBeInTheDocument();
    expect(within(pro).getByText('per month')).toBeInTheDocument();
    expect(within(pro).getByText(/^Or .*55\.00 per quarter/)).toBeInTheDocument();
    expect(within(within(pro).getByRole('list', { name: 'Included in Plex Pro 4K' })).getByText('Hardware transcoding')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Order Plex Pro 4K' })).toBeInTheDocument();
    expect(screen.queryByText('Reseller Node S')).not.toBeInTheDocument();
  });

  it('follows the product settings: a server type not sold is left out, and the shop’s order applies', async () => {
    db.productSetting.update({ where: { id: { equals: 'products' } }, data: { emby_sold: false, shop_order: 'price_asc' } });
    await signInAsBillingCustomer();
    renderRoutes(shopRoutes, { url: '/app/shop' });
    const plex = await screen.findByRole('list', { name: 'Plex products' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Emby' })).not.toBeInTheDocument();
    expect(screen.queryByText('Emby Standard')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Jellyfin' })).toBeInTheDocument();
    // The recommended Plex Starter leads; then cheapest a month first: Plex Annual is 7.50 a month.
    expect(within(plex).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Plex Starter', 'Plex Annual', 'Plex Pro 4K']);
  });

  it('marks the product the admins preselect for each type as recommended and lists it first', async () => {
    const pro = db.product.findFirst({ where: { name: { equals: 'Plex Pro 4K' } } })!;
    db.productSetting.update({ where: { id: { equals: 'products' } }, data: { plex_default_product_id: pro.id } });
    await signInAsBillingCustomer();
    renderRoutes(shopRoutes, { url: '/app/shop' });
    const plex = await screen.findByRole('list', { name: 'Plex products' });
    expect(within(plex).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Plex Pro 4K', 'Plex Starter', 'Plex Annual']);
    const card = (list: HTMLElement, name: string) => within(list).getByRole('heading', { name }).closest('li')!;
    expect(within(card(plex, 'Plex Pro 4K')).getByText('Recommended')).toBeInTheDocument();
    expect(within(card(plex, 'Plex Starter')).queryByText('Recommended')).not.toBeInTheDocument();
    expect(within(plex).getAllByText('Recommended')).toHaveLength(1);
    const jellyfin = screen.getByRole('list', { name: 'Jellyfin products' });
    expect(within(card(jellyfin, 'Jellyfin Standard')).getByText('Recommended')).toBeInTheDocument();
  });

  it("orders a product and shows 'Done!' with the way to the checkout and the new invoice", async () => {
    await signInAsBillingCustomer();
    const { user, dialog } = await openOrder('Plex Pro 4K');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Billing cycle' }), 'quarterly');
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'welcome10');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    const done = await screen.findByRole('dialog', { name: 'Done!' });
    expect(within(done).getByText('Order 8016 for Plex Pro 4K has been placed. Pay invoice MD-18205 to have it set up.')).toBeInTheDocument();
    expect(within(done).getByText(/^Pay .*59\.90 at the checkout of the billing system\.$/)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', `${WHMCS}/viewinvoice.php?id=18205`);
    expect(within(done).getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/app/invoices/18205');
    expect(db.shopOrder.findFirst({ where: { id: { equals: 8016 } } })).toMatchObject({ product_id: 2, billing_cycle: 'quarterly', promo_code: 'WELCOME10' });

    await user.click(within(done).getByRole('button', { name: 'Back to the shop' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Order 8016 is waiting for payment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Order 8016 is waiting for payment')).not.toBeInTheDocument();
  });

  it("shows the server's promo-code error next to the field and keeps what was entered", async () => {
    await signInAsBillingCustomer();
    const { user, dialog } = await openOrder('Plex Starter');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Billing cycle' }), 'quarterly');
    const promo = within(dialog).getByRole('textbox', { name: 'Promo code' });
    await user.type(promo, 'JELLY25');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await within(dialog).findByText('The promo code is not valid for Plex Starter.')).toBeInTheDocument();
    expect(promo).toHaveAttribute('aria-invalid', 'true');
    expect(promo).toHaveValue('JELLY25');
    expect(within(dialog).getByRole('combobox', { name: 'Billing cycle' })).toHaveValue('quarterly');
    expect(db.shopOrder.count()).toBe(2);
  });

  it('checks the promo code before it asks the billing system', async () => {
    await signInAsBillingCustomer();
    let calls = 0;
    server.use(
      http.post('*/api/customer/shop/order', () => {
        calls += 1;
        return undefined;
      }),
    );
    const { user, dialog } = await openOrder('Jellyfin Standard');
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'X'.repeat(33));
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await within(dialog).findByText('A promo code has at most 32 characters.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows 'Whoops!' with the server's message when the order cannot be placed, and keeps the form", async () => {
    db.setup.update({ where: { id: { equals: 'system' } }, data: { billing_type: 'manual' } });
    await signInAsBillingCustomer();
    const { user, dialog } = await openOrder('Plex Starter');
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'WELCOME10');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(whoops).getByText('Orders cannot be placed while the billing system is not set up.')).toBeInTheDocument();
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Order Plex Starter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Promo code' })).toHaveValue('WELCOME10');
  });

  it('can be cancelled without ordering', async () => {
    await signInAsBillingCustomer();
    const { user, dialog } = await openOrder('Emby Standard');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(db.shopOrder.count()).toBe(2);
  });

  it('lets an admin without a billing-system account look, but not order', async () => {
    await signInAs('admin');
    renderRoutes(shopRoutes, { url: '/app/shop' });
    expect(await screen.findByRole('heading', { name: 'Plex Pro 4K' })).toBeInTheDocument();
    expect(screen.getByText('You can look, but not order')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Order / })).not.toBeInTheDocument();
  });

  it('explains to a customer without a billing-system account why there is nothing to buy', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/shop/products', () => {
        calls += 1;
        return undefined;
      }),
    );
    renderRoutes(shopRoutes, { url: '/app/shop' });
    expect(await screen.findByRole('heading', { name: 'The shop is not available on your account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your servers' })).toHaveAttribute('href', '/app/dashboard');
    expect(calls).toBe(0);
  });

  it("shows the server's reason when an admin switched the shop off for the user", async () => {
    db.user.update({ where: { id: { equals: DEMO_IDS.users.billing } }, data: { restrictions: ['shop'] } });
    await signInAsBillingCustomer();
    renderRoutes(shopRoutes, { url: '/app/shop' });
    expect(await screen.findByRole('heading', { name: 'The shop is not available on your account' })).toBeInTheDocument();
    expect(screen.getByText('This feature is not available on your account.')).toBeInTheDocument();
  });

  it('says so when nothing is for sale', async () => {
    await signInAsBillingCustomer();
    server.use(http.get('*/api/customer/shop/products', () => HttpResponse.json({ success: true, data: [] })));
    renderRoutes(shopRoutes, { url: '/app/shop' });
    expect(await screen.findByRole('heading', { name: 'Nothing for sale right now' })).toBeInTheDocument();
  });

  it('shows the error and retries on request', async () => {
    await signInAsBillingCustomer();
    let calls = 0;
    server.use(
      http.get('*/api/customer/shop/products', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The billing system is not answering.' }, { status: 502 }) : undefined;
      }),
    );
    const { user } = renderRoutes(shopRoutes, { url: '/app/shop' });
    expect(await screen.findByText('The billing system is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Plex products' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAsBillingCustomer();
    renderRoutes(shopRoutes, { url: '/app/shop' });
    expect(await screen.findByRole('list', { name: 'Loading the products' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('list', { name: 'Plex products' })).toBeInTheDocument();
  });
});
