import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url: string) {
  await signInAs('admin');
  renderRoutes(metricsRoutes, { url });
}

describe('the products, Plex users and turnover', () => {
  it('shows active subscriptions per product with new and cancelled, each product linked', async () => {
    const user = userEvent.setup();
    await open('/app/admin/metrics/products?period=7d');
    expect(await screen.findByRole('img', { name: /^Active subscriptions: 7 values/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^New and cancelled subscriptions: 7 values/ })).toBeInTheDocument();
    const totals = screen.getByRole('list', { name: 'Totals for the period' });
    expect(within(totals).getByRole('heading', { name: 'Net change' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table: New and cancelled subscriptions' }));
    expect(within(screen.getByRole('table', { name: 'New and cancelled subscriptions' })).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'New', 'Cancelled']);
    const perProduct = screen.getByRole('table', { name: 'Subscriptions per product' });
    expect(within(perProduct).getAllByRole('link')).toHaveLength(db.product.getAll().length);
  });

  it('shows the Plex users per Plex product', async () => {
    await open('/app/admin/metrics/plex-users');
    expect(await screen.findByRole('img', { name: /^Plex users per product: 30 values/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Plex Pro 4K' })).toBeInTheDocument();
  });

  it('shows the turnover in the billing currency, with its total', async () => {
    await open('/app/admin/metrics/turnover?period=12m');
    expect(await screen.findByRole('img', { name: /^Turnover per product: 1[23] values/ }, { timeout: 10_000 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Turnover per product' });
    expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling).toHaveTextContent('€');
  });

  it('says when the turnover could not be loaded', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/metrics/turnover' }]);
    await open('/app/admin/metrics/turnover');
    expect(await screen.findByRole('heading', { name: 'The turnover could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
