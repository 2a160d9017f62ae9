import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productRoutes } from '../routes.tsx';

// Form journeys take several seconds on a busy machine; the first also waits for its lazy chunks.
vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

async function open(id: number | string, heading = 'Plex Starter') {
  await signInAs('admin');
  const view = renderRoutes(productRoutes, { url: `/app/admin/products/${id}` });
  expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 })).toBeInTheDocument();
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const numberField = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('a product’s page', () => {
  it('shows the product’s details, under the trail back to the products', async () => {
    await open(1);
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/app/admin/products');
    expect(detail('Price')).toHaveTextContent('€9.00 per month');
    expect(detail('Category')).toHaveTextContent('Media servers');
    expect(detail('Type')).toHaveTextContent('Plex');
    expect(detail('WHMCS product ID')).toHaveTextContent('101');
    expect(detail('Services')).toHaveTextContent('5 services use it');
    expect(detail('State')).toHaveTextContent('Active');
    expect(detail('Resources')).toHaveTextContent('2,000 GB of storage2 simultaneous streams4 GB of memory');
    expect(within(detail('Order link') as HTMLElement).getByRole('link')).toHaveAttribute('href', 'https://billing.mediadock.test/cart.php?a=add&pid=101');
  });

  it('says when the product does not exist', async () => {
    await open(999, 'Product');
    expect(await screen.findByRole('heading', { level: 2, name: 'This product does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/app/admin/products');
  });

  it('says when the product could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/products/*' }]);
    const { user } = await open(1, 'Product');
    expect(await screen.findByRole('heading', { level: 2, name: 'The product could not be loaded' })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plex Starter' })).toBeInTheDocument();
  });
});

describe('editing a product', () => {
  it('saves the settings and says Done!', async () => {
    const { user } = await open(1);
    const form = screen.getByRole('form', { name: 'Edit product' });
    expect(field('Name')).toHaveValue('Plex Starter');
    expect(numberField('Price (EUR)')).toHaveValue(9);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Plex Essentials');
    await user.clear(numberField('Price (EUR)'));
    await user.type(numberField('Price (EUR)'), '9.50');
    await user.click(within(form).getByRole('switch', { name: 'Visible in the shop' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(dialog).toHaveTextContent('The product has been updated');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plex Essentials' })).toBeInTheDocument();
    expect(detail('Price')).toHaveTextContent('€9.50 per month');
    expect(detail('State')).toHaveTextContent('ActiveHidden');
    expect(db.product.findFirst({ where: { id: { equals: 1 } } })).toMatchObject({ name: 'Plex Essentials', price: '9.50', hidden: true });
  });

  it('shows the server’s refusal next to the field and keeps what was typed', async () => {
    const { user } = await open(1);
    await user.clear(field('Name'));
    await user.type(field('Name'), 'Plex Pro 4K');
    await user.clear(numberField('Simultaneous streams'));
    await user.type(numberField('Simultaneous streams'), '3');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('The name has already been taken.'));
    expect(field('Name')).toHaveValue('Plex Pro 4K');
    expect(numberField('Simultaneous streams')).toHaveValue(3);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('deleting a product', () => {
  it('asks for the product’s name, then refuses while services use it: Whoops!', async () => {
    const { user } = await open(1);
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Plex Starter?' });
    const remove = within(confirm).getByRole('button', { name: 'Delete product' });
    expect(remove).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox'), 'Plex Starter');
    await user.click(remove);
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('Plex Starter is still used by 5 services. Move them to another product before deleting it.');
    expect(db.product.count()).toBe(8);
  });

  it('deletes a product no service uses: Poof!, and back to the products', async () => {
    const { user, router } = await open(8, 'Reseller Node L');
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Reseller Node L?' });
    await user.type(within(confirm).getByRole('textbox'), 'Reseller Node L');
    await user.click(within(confirm).getByRole('button', { name: 'Delete product' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent('The product has been deleted');
    expect(router.state.location.pathname).toBe('/app/admin/products');
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).queryByRole('link', { name: 'Reseller Node L' })).not.toBeInTheDocument();
  });
});
