import { http, HttpResponse } from 'msw';
import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_PASSWORD, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { shopRoutes } from './routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./shop-screen.tsx');
}, 120_000);

async function open() {
  await signInAs('reseller');
  return renderRoutes(shopRoutes, { url: '/app/reseller-shop' });
}

async function openOrder(name: string) {
  const view = await open();
  await view.user.click(await screen.findByRole('button', { name: `Order ${name}` }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: `Order ${name}` }) };
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('the reseller shop', () => {
  it('shows the nodes and capacity packs with what they give and their price in the chosen billing cycle', async () => {
    const { user } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reseller shop' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nodes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Capacity packs' })).toBeInTheDocument();
    const nodeM = within(card('Node M'));
    expect(nodeM.getByText('Recommended')).toBeInTheDocument();
    expect(nodeM.getByText('Amsterdam')).toBeInTheDocument();
    expect(nodeM.getByText('12 vCPU')).toBeInTheDocument();
    expect(nodeM.getByText('96 GB')).toBeInTheDocument();
    expect(nodeM.getByText('50 TB')).toBeInTheDocument();
    expect(nodeM.getByText('25')).toBeInTheDocument();
    expect(nodeM.getByText(/109\.00/)).toBeInTheDocument();
    expect(nodeM.getByText('per month')).toBeInTheDocument();
    expect(within(card('CPU pack')).getByText('+4 vCPU')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Billing cycle'), 'Every three months');
    expect(within(card('Node M')).getByText(/311\.00/)).toBeInTheDocument();
    expect(within(card('CPU pack')).getByText('Not sold in this billing cycle. Sold: Monthly, Yearly.')).toBeInTheDocument();
  });

  it('orders a node in the chosen cycle and leads to the checkout', async () => {
    const { user } = await open();
    await user.selectOptions(await screen.findByLabelText('Billing cycle'), 'Every three months');
    await user.click(screen.getByRole('button', { name: 'Order Node M' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order Node M' });
    expect(within(dialog).getByRole('combobox', { name: /Billing cycle/ })).toHaveValue('quarterly');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const done = await screen.findByRole('dialog', { name: 'Done!' });
    expect(within(done).getByText(/Order 1 for Node M has been placed/)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/billing\.[^/]+\/cart\.php\?a=add&pid=109&billingcycle=quarterly&ref=R1$/),
    );
    expect(db.resellerShopOrder.getAll()).toMatchObject([{ item_id: 2, billing_cycle: 'quarterly' }]);

    await user.click(within(done).getByRole('button', { name: 'Back to the shop' }));
    expect(await screen.findByText('Order 1 is waiting for payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', expect.stringContaining('pid=109'));
  });

  it('shows an error instead of a link when the checkout is not a web address', async () => {
    server.use(
      http.post('*/api/reseller/shop/order', () =>
        HttpResponse.json({ success: true, data: { order_id: 5, checkout_url: 'javascript:alert(1)', total: '95.59', currency: 'EUR' } }),
      ),
    );
    const { user, dialog } = await openOrder('Node S');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const failed = await screen.findByRole('dialog', { name: 'Whoops!' });
    expect(within(failed).getByText('The checkout cannot be opened')).toBeInTheDocument();
    expect(within(failed).queryByRole('link')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows a 422 next to its field and keeps the choice', async () => {
    server.use(
      http.post('*/api/reseller/shop/order', () =>
        HttpResponse.json({ message: 'Node S cannot be ordered annually.', errors: { billing_cycle: ['Node S cannot be ordered annually.'] } }, { status: 422 }),
      ),
    );
    const { user, dialog } = await openOrder('Node S');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Billing cycle/ }), 'annually');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    expect(await within(dialog).findByText('Node S cannot be ordered annually.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Billing cycle/ })).toHaveValue('annually');
  });

  it('says Whoops! with the server’s message when the order cannot be placed', async () => {
    db.setup.update({ where: { id: { equals: 'system' } }, data: { billing_type: 'manual' } });
    const { user, dialog } = await openOrder('Node L');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(failed).getByText('Orders cannot be placed while the billing system is not set up.')).toBeInTheDocument();
  });

  it('says there is nothing to buy yet when the platform sells nothing to resellers', async () => {
    db.product.deleteMany({ where: { audience: { equals: 'reseller' } } });
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing to buy yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the reseller panel' })).toHaveAttribute('href', '/app/reseller-panel');
  });

  it('says when the offer is empty', async () => {
    server.use(http.get('*/api/reseller/shop', () => HttpResponse.json({ success: true, data: { currency: 'EUR', items: [] } })));
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing for sale right now' })).toBeInTheDocument();
  });

  it('says when the offer could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/shop' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The reseller shop could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lets a user with a reseller node look but not order', async () => {
    await login({ email: 'node@demo.test', password: DEMO_PASSWORD });
    renderRoutes(shopRoutes, { url: '/app/reseller-shop' });
    expect(await screen.findByText('You can look, but not order')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Node M' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Order/ })).not.toBeInTheDocument();
  });
});
