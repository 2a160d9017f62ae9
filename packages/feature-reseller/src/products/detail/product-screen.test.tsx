import { signOutForTest } from '@portal/api-client/testing';
import { setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productTestRoutes } from '../shared/test-routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await Promise.all([import('./product-screen.tsx'), import('../list/products-screen.tsx')]);
}, 120_000);

async function open(id: number | string) {
  await signInAs('reseller');
  return renderRoutes(productTestRoutes, { url: `/app/reseller-panel/products/${id}` });
}

describe('a product’s page', () => {
  it('shows the product and saves changed settings with Done!', async () => {
    const { user } = await open(4);
    const form = await screen.findByRole('form', { name: 'Product settings' });
    expect(screen.getByRole('heading', { level: 2, name: 'Emby Standard London' })).toBeInTheDocument();
    expect(screen.getByText('€9.50 a month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /mapped/i })).toHaveAttribute('href', '/app/reseller-panel/whmcs/products/4');
    expect(within(form).getByLabelText('Name')).toHaveValue('Emby Standard London');
    expect(within(form).getByLabelText('Storage (GB)')).toHaveValue('1000');
    await user.clear(within(form).getByLabelText('Price'));
    await user.type(within(form).getByLabelText('Price'), '10.50');
    await user.selectOptions(within(form).getByLabelText('Billing cycle'), 'Quarterly');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The product has been saved.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('€10.50 a quarter')).toBeInTheDocument();
  });

  it('shows the server’s 422 next to its field and keeps what was typed', async () => {
    const { user } = await open(4);
    const form = await screen.findByRole('form', { name: 'Product settings' });
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'plex family london');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('You already have a product with this name.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('plex family london');
  });

  it('deletes the product once its name is typed, with Poof! on the list', async () => {
    const { user, router } = await open(7);
    await screen.findByRole('form', { name: 'Product settings' });
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Emby Premiere Warsaw?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete product' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'Emby Premiere Warsaw');
    await user.click(confirm);
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(within(poof).getByText('The product has been deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/reseller-panel/products');
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('link', { name: 'Emby Premiere Warsaw' })).not.toBeInTheDocument();
  });

  it('keeps a product that servers still run as, saying why in the dialog', async () => {
    const { user } = await open(1);
    await screen.findByRole('form', { name: 'Product settings' });
    expect(screen.getByText(/9 servers still run as this product/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Plex Starter London?' });
    await user.type(within(dialog).getByRole('textbox'), 'Plex Starter London');
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    expect(await within(dialog).findByText(/Deactivate it instead/)).toBeInTheDocument();
  });

  it('is not found when it is not the reseller’s, with the way back', async () => {
    await open(9999);
    expect(await screen.findByRole('heading', { level: 2, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the products' })).toHaveAttribute('href', '/app/reseller-panel/products');
  });

  it('says when it could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/products/*' }]);
    await open(1);
    expect(await screen.findByRole('heading', { name: 'The product could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
