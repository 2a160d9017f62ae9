import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_PASSWORD, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productTestRoutes } from '../shared/test-routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await Promise.all([import('./choose-type-screen.tsx'), import('./product-settings-screen.tsx'), import('../list/products-screen.tsx')]);
}, 120_000);

async function open(url = '/app/reseller-panel/products/create') {
  await signInAs('reseller');
  return renderRoutes(productTestRoutes, { url });
}

async function settingsForm() {
  return screen.findByRole('form', { name: 'Product settings' });
}

describe('creating a product in steps', () => {
  it('chooses the type, keeps what was typed when going back and forth, and shows the new product in the list', async () => {
    const { user, router } = await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Create a product' })).toBeInTheDocument();
    const types = await screen.findByRole('list', { name: 'Product types' });
    expect(within(types).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Plex Media Server', 'Emby Server', 'Jellyfin']);
    await user.click(within(types).getByRole('link', { name: 'Choose Plex Media Server' }));

    let form = await settingsForm();
    expect(screen.getByRole('heading', { level: 2, name: 'New Plex Media Server product' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Price')).toHaveValue('9.99');
    await user.type(within(form).getByLabelText('Name'), 'Plex Weekend London');
    await user.selectOptions(within(form).getByLabelText('Node'), 'lon-r1 (London, GB)');
    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '4,50');
    await user.clear(within(form).getByLabelText('Streams at once'));
    await user.type(within(form).getByLabelText('Streams at once'), '2');

    await user.click(within(form).getByRole('link', { name: 'Back to the types' }));
    expect(await screen.findByText('Your draft')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose Plex Media Server' }));
    form = await settingsForm();
    expect(within(form).getByLabelText('Name')).toHaveValue('Plex Weekend London');
    expect(within(form).getByLabelText('Node')).toHaveDisplayValue('lon-r1 (London, GB)');
    expect(within(form).getByLabelText('Price')).toHaveValue('4,50');
    expect(within(form).getByLabelText('Streams at once')).toHaveValue('2');

    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The product has been created.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/reseller-panel/products');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    const list = screen.getByRole('list', { name: 'Products' });
    const first = within(list).getAllByRole('heading', { level: 3 })[0];
    expect(first).toHaveTextContent('Plex Weekend London');
    const details = within(screen.getByRole('list', { name: 'Details of Plex Weekend London' }));
    expect(details.getByText('€4.50 a month')).toBeInTheDocument();
    expect(details.getByText('No servers')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('keeps the name and node but starts price and limits again when another type is chosen', async () => {
    const { user } = await open('/app/reseller-panel/products/create/plex');
    let form = await settingsForm();
    await user.type(within(form).getByLabelText('Name'), 'Family server');
    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '12');
    await user.click(within(form).getByRole('link', { name: 'Back to the types' }));
    await user.click(await screen.findByRole('link', { name: 'Choose Jellyfin' }));
    form = await settingsForm();
    expect(within(form).getByLabelText('Name')).toHaveValue('Family server');
    expect(within(form).getByLabelText('Price')).toHaveValue('6.99');
  });

  it('checks the fields before sending them, next to each field', async () => {
    const { user } = await open('/app/reseller-panel/products/create/emby');
    const form = await settingsForm();
    await user.clear(within(form).getByLabelText('Streams at once'));
    await user.type(within(form).getByLabelText('Streams at once'), '1');
    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '9.999');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await within(form).findByText('Enter the product’s name.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the node the product deploys on.')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount with at most two decimals, like 9.99.')).toBeInTheDocument();
    expect(within(form).getByText('Allow no more transcodes than streams.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveFocus();
  });

  it('shows the server’s 422 next to its field and keeps what was typed', async () => {
    const { user } = await open('/app/reseller-panel/products/create/plex');
    const form = await settingsForm();
    await user.type(within(form).getByLabelText('Name'), 'Plex Starter London');
    await user.selectOptions(within(form).getByLabelText('Node'), 'waw-r1 (Warsaw, PL)');
    await user.type(within(form).getByLabelText('Description'), 'Same name as another one');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await within(form).findByText('You already have a product with this name.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name')).toHaveValue('Plex Starter London');
    expect(within(form).getByLabelText('Description')).toHaveValue('Same name as another one');
  });

  it('says Whoops! with the server’s message when the creation fails', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/products', method: 'post' }]);
    const { user } = await open('/app/reseller-panel/products/create/jellyfin');
    const form = await settingsForm();
    await user.type(within(form).getByLabelText('Name'), 'Jellyfin Lite');
    await user.selectOptions(within(form).getByLabelText('Node'), 'waw-r1 (Warsaw, PL)');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ })).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Jellyfin Lite');
  });

  it('offers a node-only reseller only their node, chosen already', async () => {
    await login({ email: 'node@demo.test', password: DEMO_PASSWORD });
    renderRoutes(productTestRoutes, { url: '/app/reseller-panel/products/create/plex' });
    const form = await settingsForm();
    const node = within(form).getByLabelText('Node');
    expect(within(node).getAllByRole('option').map((option) => option.textContent)).toEqual(['waw-r1 (Warsaw, PL)']);
    expect(node).toHaveDisplayValue('waw-r1 (Warsaw, PL)');
  });

  it('says so for a type it does not know, with the way back to the types', async () => {
    await open('/app/reseller-panel/products/create/kodi');
    expect(await screen.findByRole('heading', { level: 2, name: 'Unknown product type' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a type' })).toHaveAttribute('href', '/app/reseller-panel/products/create');
  });

  it('says when the types could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/products/types' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The product types could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Product types' })).not.toBeInTheDocument());
  });
});
