import { signOutForTest } from '@portal/api-client/testing';
import { setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whmcsTestRoutes } from '../shared/test-routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./product-screen.tsx');
}, 120_000);

async function open(productId: number) {
  await signInAs('reseller');
  renderRoutes(whmcsTestRoutes, { url: `/app/reseller-panel/whmcs/products/${productId}` });
  return screen.findByRole('form', { name: 'WHMCS mapping' });
}

describe('a product’s WHMCS mapping', () => {
  it('maps the product to a WHMCS product with its options, and says so', async () => {
    const user = userEvent.setup();
    const form = await open(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Plex Starter London in WHMCS' })).toBeInTheDocument();
    expect(within(form).getByLabelText('WHMCS product')).toHaveDisplayValue('Plex Starter (Plex servers)');
    await user.selectOptions(within(form).getByLabelText('WHMCS product'), 'Plex 4K (Plex servers)');
    await user.selectOptions(within(form).getByLabelText('Configurable option for extra streams'), 'Extra streams');
    await user.selectOptions(within(form).getByLabelText('Create the server'), 'When you accept the order in WHMCS');
    await user.click(within(form).getByRole('button', { name: 'Save mapping' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(done).getByText('The product mapping has been saved.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(within(form).getByLabelText('WHMCS product')).toHaveDisplayValue('Plex 4K (Plex servers)');
    expect(within(form).getByLabelText('Configurable option for extra streams')).toHaveDisplayValue('Extra streams');
  });

  it('shows a WHMCS product mapped to another product as an error next to the field, keeping the choice', async () => {
    const user = userEvent.setup();
    let form = await open(1);
    await user.selectOptions(within(form).getByLabelText('WHMCS product'), 'Media server (legacy) (Archived)');
    await user.click(within(form).getByRole('button', { name: 'Save mapping' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Done!' })).getByRole('button', { name: 'OK' }));
    cleanup();
    form = await open(2);
    await user.selectOptions(within(form).getByLabelText('WHMCS product'), 'Media server (legacy) (Archived)');
    await user.click(within(form).getByRole('button', { name: 'Save mapping' }));
    expect(await within(form).findByText('Media server (legacy) is mapped to Plex Starter London already.')).toBeInTheDocument();
    expect(within(form).getByLabelText('WHMCS product')).toHaveDisplayValue('Media server (legacy) (Archived)');
  });

  it('says when the WHMCS products could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/whmcs/whmcs-products' }]);
    await signInAs('reseller');
    renderRoutes(whmcsTestRoutes, { url: '/app/reseller-panel/whmcs/products/1' });
    expect(await screen.findByRole('heading', { name: 'The WHMCS products could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('a product that is not the reseller’s', () => {
  it('is not found, with the way back', async () => {
    await signInAs('reseller');
    renderRoutes(whmcsTestRoutes, { url: '/app/reseller-panel/whmcs/products/9999' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to WHMCS' })).toHaveAttribute('href', '/app/reseller-panel/whmcs');
  });

  it('says when the mapping could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/whmcs/products/*' }]);
    await signInAs('reseller');
    renderRoutes(whmcsTestRoutes, { url: '/app/reseller-panel/whmcs/products/1' });
    expect(await screen.findByRole('heading', { name: 'The mapping could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
