import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productRoutes } from '../routes.tsx';

// The first screen of a run waits for its lazy chunks to be transformed.
vi.setConfig({ testTimeout: 30_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/products') {
  await signInAs('admin');
  const view = renderRoutes(productRoutes, { url });
  expect(await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 20_000 })).toBeInTheDocument();
  return view;
}

const table = () => screen.findByRole('table', { name: 'Products' });
const rowOf = async (name: string) => (await within(await table()).findByRole('link', { name })).closest('tr')!;
const names = async () => within(await table()).getAllByRole('link').map((link) => link.textContent);

describe('the products list', () => {
  it('shows each product with its server type, price, category, type, state and services', async () => {
    await open();
    const cells = within(await rowOf('Jellyfin Family')).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('link')).toHaveAttribute('href', '/app/admin/products/5');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Jellyfin Family', 'Jellyfin', '€18.00 per quarter', 'Media servers', 'Jellyfin', 'Active', '2']);
    const reseller = within(await rowOf('Reseller Node L')).getAllByRole('cell');
    expect(reseller.map((cell) => cell.textContent)).toEqual(['Reseller Node L', 'None', '€149.00 per month', 'Reseller plans', 'Node L', 'Active', '0']);
    expect(await names()).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Create a product' })).toHaveAttribute('href', '/app/admin/products/create');
  });

  it('marks hidden and inactive products', async () => {
    db.product.update({ where: { id: { equals: 6 } }, data: { hidden: true, active: false } });
    await open();
    expect(within(await rowOf('Plex Annual')).getAllByRole('cell')[5]).toHaveTextContent('InactiveHidden');
  });

  it('filters by category through the address', async () => {
    const { user, router } = await open();
    await table();
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Reseller plans' })).toBeInTheDocument());
    await user.selectOptions(category, 'reseller');
    await waitFor(async () => expect(await names()).toEqual(['Reseller Node S', 'Reseller Node L']));
    expect(router.state.location.search).toBe('?category=reseller');
  });

  it('says when a category has no products, with a way to create one in it', async () => {
    await open('/app/admin/products?category=storage');
    expect(await screen.findByRole('heading', { level: 2, name: 'No products in Storage add-ons' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a product in Storage add-ons' })).toHaveAttribute('href', '/app/admin/products/create/storage');
  });

  it('says when there are no products at all', async () => {
    db.product.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'No products yet' })).toBeInTheDocument();
  });

  it('says when the products could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/products' }]);
    const { user } = await open();
    expect(await screen.findByRole('heading', { name: 'The products could not be loaded' })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
  });

  it('says when an answer cannot be read', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/admin/products' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The products could not be loaded' })).toBeInTheDocument();
  });
});
