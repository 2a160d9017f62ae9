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

async function open(url = '/app/admin/products/create') {
  await signInAs('admin');
  const view = renderRoutes(productRoutes, { url });
  expect(await screen.findByRole('heading', { level: 1, name: 'Create a product' }, { timeout: 20_000 })).toBeInTheDocument();
  return view;
}

const steps = () => within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('listitem');
const currentStep = () => steps().find((step) => step.getAttribute('aria-current') === 'step');
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const numberField = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('choosing what the product is', () => {
  it('offers the categories, then the types of the chosen one, with the steps on the way', async () => {
    const { user, router } = await open();
    expect(currentStep()).toHaveTextContent('Category');
    expect(steps().map((step) => step.textContent)).toEqual(['1Category', '2Type', '3Settings']);
    const categories = await screen.findByRole('list', { name: 'Categories' });
    expect(within(categories).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Media servers', 'Storage add-ons', 'Reseller plans']);
    expect(within(categories).getByText('6 products')).toBeInTheDocument();

    await user.click(within(categories).getByRole('link', { name: 'Media servers' }));
    expect(router.state.location.pathname).toBe('/app/admin/products/create/media-servers');
    const types = await screen.findByRole('list', { name: 'Types' });
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a type of Media servers' })).toBeInTheDocument();
    expect(within(types).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Plex', 'Emby', 'Jellyfin']);
    expect(within(types).getAllByRole('list', { name: 'What it starts with' })[0]).toHaveTextContent('2,000 GB of storage2 simultaneous streams4 GB of memory');
    expect(currentStep()).toHaveTextContent('Type');
    // The step done links back, and says what was chosen in it.
    expect(within(steps()[0]!).getByRole('link')).toHaveAttribute('href', '/app/admin/products/create');
    expect(steps()[0]).toHaveTextContent('Media servers');

    await user.click(within(types).getByRole('link', { name: 'Plex' }));
    expect(router.state.location.pathname).toBe('/app/admin/products/create/media-servers/plex');
    expect(await screen.findByRole('form', { name: 'Product settings' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Settings');
    expect(steps()[1]).toHaveTextContent('Plex');
    expect(numberField('Storage (GB)')).toHaveValue(2000);
    expect(numberField('Simultaneous streams')).toHaveValue(2);
    expect(numberField('Memory (GB)')).toHaveValue(4);
  });

  it('says when the categories could not be loaded', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/products/categories' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The categories could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says when the types could not be loaded', async () => {
    setFaults([{ kind: 'data-null', path: '/api/admin/products/categories/*/types' }]);
    await open('/app/admin/products/create/storage');
    expect(await screen.findByRole('heading', { name: 'The types could not be loaded' })).toBeInTheDocument();
  });

  it('says when a category does not exist', async () => {
    await open('/app/admin/products/create/games');
    expect(await screen.findByRole('heading', { name: 'This category does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a category' })).toHaveAttribute('href', '/app/admin/products/create');
  });

  it('says when a type does not exist', async () => {
    await open('/app/admin/products/create/storage/storage-99tb');
    expect(await screen.findByRole('heading', { name: 'This type does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a type' })).toHaveAttribute('href', '/app/admin/products/create/storage');
  });
});

describe('the product’s settings', () => {
  it('keeps what was typed when going back to the first step and forward again', async () => {
    const { user, router } = await open('/app/admin/products/create/media-servers/plex');
    await screen.findByRole('form', { name: 'Product settings' });
    await user.type(field('Name'), 'Plex Family');
    await user.type(field('Description'), 'Plex for the whole family.');
    await user.type(numberField('Price'), '24.50');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Billing cycle' }), 'quarterly');
    await user.clear(numberField('Simultaneous streams'));
    await user.type(numberField('Simultaneous streams'), '6');
    await user.click(screen.getByRole('switch', { name: 'Trial available' }));
    await user.click(screen.getByRole('switch', { name: 'Visible in the shop' }));

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/app/admin/products/create/media-servers');
    expect(within(await screen.findByRole('list', { name: 'Types' })).getByText('Chosen')).toBeInTheDocument();
    await user.click(within(steps()[0]!).getByRole('link'));
    expect(router.state.location.pathname).toBe('/app/admin/products/create');
    const categories = await screen.findByRole('list', { name: 'Categories' });
    expect(within(categories).getByText('Chosen')).toBeInTheDocument();

    await user.click(within(categories).getByRole('link', { name: 'Media servers' }));
    await user.click(within(await screen.findByRole('list', { name: 'Types' })).getByRole('link', { name: 'Plex' }));
    await screen.findByRole('form', { name: 'Product settings' });
    expect(field('Name')).toHaveValue('Plex Family');
    expect(field('Description')).toHaveValue('Plex for the whole family.');
    expect(numberField('Price')).toHaveValue(24.5);
    expect(screen.getByRole('combobox', { name: 'Billing cycle' })).toHaveValue('quarterly');
    expect(numberField('Simultaneous streams')).toHaveValue(6);
    expect(screen.getByRole('switch', { name: 'Trial available' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Visible in the shop' })).not.toBeChecked();

    // Another type brings its own resources; the rest of what was typed stays.
    await user.click(within(steps()[1]!).getByRole('link'));
    await user.click(within(await screen.findByRole('list', { name: 'Types' })).getByRole('link', { name: 'Emby' }));
    await screen.findByRole('form', { name: 'Product settings' });
    expect(field('Name')).toHaveValue('Plex Family');
    expect(numberField('Simultaneous streams')).toHaveValue(2);
  });

  it('checks the fields before sending them', async () => {
    const { user } = await open('/app/admin/products/create/media-servers/emby');
    await screen.findByRole('form', { name: 'Product settings' });
    await user.type(numberField('Price'), '9.999');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(field('Name')).toHaveAccessibleDescription('Enter the product’s name.');
    expect(numberField('Price')).toHaveAccessibleDescription('Enter an amount like 9.00, with at most two decimals.');
    expect(field('Name')).toHaveFocus();
  });

  it('shows the server’s refusal next to the fields and keeps what was typed', async () => {
    const { user } = await open('/app/admin/products/create/media-servers/plex');
    await screen.findByRole('form', { name: 'Product settings' });
    await user.type(field('Name'), 'Plex Starter');
    await user.type(numberField('Price'), '11');
    await user.type(numberField('WHMCS product ID'), '102');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription('The name has already been taken.'));
    expect(numberField('WHMCS product ID')).toHaveAccessibleDescription(expect.stringContaining('The whmcs product id has already been taken.'));
    expect(field('Name')).toHaveValue('Plex Starter');
    expect(numberField('Price')).toHaveValue(11);
    expect(db.product.count()).toBe(8);
  });

  it('says Whoops! when the server fails, and keeps what was typed', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/products', method: 'post' }]);
    const { user } = await open('/app/admin/products/create/storage/storage-2tb');
    await screen.findByRole('form', { name: 'Product settings' });
    await user.type(field('Name'), 'Storage 2 TB');
    await user.type(numberField('Price'), '4');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Name')).toHaveValue('Storage 2 TB');
  });

  it('creates the product, says Done! and opens its page', async () => {
    const { user, router } = await open('/app/admin/products/create/storage/storage-4tb');
    await screen.findByRole('form', { name: 'Product settings' });
    expect(numberField('Storage (GB)')).toHaveValue(4000);
    expect(numberField('Simultaneous streams')).toHaveValue(null);
    await user.type(field('Name'), 'Storage 4 TB');
    await user.type(numberField('Price'), '6');
    await user.type(numberField('WHMCS product ID'), '140');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(dialog).toHaveTextContent('The product has been created');
    const created = db.product.findFirst({ where: { name: { equals: 'Storage 4 TB' } } })!;
    expect(created).toMatchObject({ category: 'storage', type: 'storage-4tb', price: '6.00', storage_gb: 4000, whmcs_product_id: 140, hidden: false });
    expect(router.state.location.pathname).toBe(`/app/admin/products/${created.id}`);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Storage 4 TB' })).toBeInTheDocument();

    // The draft is gone once created: a new creation starts empty.
    await user.click(screen.getByRole('link', { name: 'Products' }));
    await user.click(await screen.findByRole('link', { name: 'Create a product' }));
    await user.click(within(await screen.findByRole('list', { name: 'Categories' })).getByRole('link', { name: 'Storage add-ons' }));
    await user.click(within(await screen.findByRole('list', { name: 'Types' })).getByRole('link', { name: '4 TB' }));
    await screen.findByRole('form', { name: 'Product settings' });
    expect(field('Name')).toHaveValue('');
  });
});
