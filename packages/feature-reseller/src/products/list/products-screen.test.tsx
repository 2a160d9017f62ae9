import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productTestRoutes } from '../shared/test-routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./products-screen.tsx');
}, 120_000);

async function open(url = '/app/reseller-panel/products') {
  await signInAs('reseller');
  const view = renderRoutes(productTestRoutes, { url });
  await screen.findByRole('heading', { level: 2, name: 'Products' });
  return view;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the reseller’s products', () => {
  it('lists each product with its type, node, price and cycle, limits, servers and state', async () => {
    await open();
    await screen.findByRole('list', { name: 'Products' });
    expect(names()).toEqual([
      'Emby Premiere Warsaw',
      'Emby Standard London',
      'Jellyfin Basic Warsaw',
      'Jellyfin Plus Warsaw',
      'Plex Archive Warsaw',
      'Plex Family London',
      'Plex Family London (annual)',
      'Plex Starter London',
    ]);
    const starter = within(screen.getByRole('list', { name: 'Details of Plex Starter London' }));
    expect(starter.getByText('€7.99 a month')).toBeInTheDocument();
    expect(starter.getByText('Plex on lon-r1', { exact: false })).toBeInTheDocument();
    expect(starter.getByText('9 servers')).toBeInTheDocument();
    expect(starter.getByText(/2 streams, 500 GB, 1 transcode/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plex Starter London' })).toHaveAttribute('href', '/app/reseller-panel/products/1');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('8 products')).toBeInTheDocument();
  });

  it('filters by type and node and sorts, with all of it in the address', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    await screen.findByRole('list', { name: 'Products' });
    await user.selectOptions(screen.getByLabelText('Type'), 'Plex');
    await waitFor(() => expect(names()).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price, highest first');
    await waitFor(() => expect(names()[0]).toBe('Plex Archive Warsaw'));
    expect(router.state.location.search).toBe('?type=plex&sort=price-desc');
  });

  it('opens a bookmarked view: a node, a search and an order', async () => {
    await open('/app/reseller-panel/products?node=6&search=family&sort=name-desc');
    await waitFor(() => expect(names()).toEqual(['Plex Family London (annual)', 'Plex Family London']));
    expect(screen.getByLabelText('Search products')).toHaveValue('family');
  });

  it('says when no product matches, with a way back to all of them', async () => {
    const user = userEvent.setup();
    await open('/app/reseller-panel/products?search=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all products' }));
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
  });

  it('says when there are no products yet, with the way to create one', async () => {
    db.resellerProduct.deleteMany({ where: { id: { gte: 1 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create a product' })[0]).toHaveAttribute('href', '/app/reseller-panel/products/create');
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/products' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'Your products could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('treats an answer it cannot read as an error', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/reseller/products' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'Your products could not be loaded' })).toBeInTheDocument();
  });
});
