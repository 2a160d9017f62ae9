import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appOperationsForTests } from '../shared/test-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

const stored = () => db.productSetting.findFirst({ where: { id: { equals: 'products' } } });

async function open() {
  await signInAs('admin');
  const view = renderRoutes(appOperationsForTests, { url: '/app/admin/app-management/product-settings' });
  const form = await screen.findByRole('form', { name: 'Product settings' }, { timeout: 20_000 });
  return { ...view, form };
}

async function acknowledge(title: 'Done!' | 'Whoops!', message: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(message);
  within(dialog).getByRole('button').click();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('the product settings', () => {
  it('shows each server type with its default and trial product, and the plan rules', async () => {
    const { form } = await open();
    const plex = within(form).getByRole('group', { name: 'Plex servers' });
    expect(within(plex).getByRole('switch', { name: 'On sale' })).toBeChecked();
    const defaults = within(plex).getByRole('combobox', { name: 'Default product' });
    expect(defaults).toHaveDisplayValue('Plex Starter');
    expect(within(defaults).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', 'Plex Starter', 'Plex Pro 4K', 'Plex Annual']);
    // Only products that offer trials can be a trial product.
    expect(within(within(plex).getByRole('combobox', { name: 'Trial product' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['No trials of this type', 'Plex Starter']);
    expect(within(form).getByRole('combobox', { name: 'Order of the shop' })).toHaveDisplayValue('As arranged in the products list');
    // No customer screen changes or cancels a plan by itself, so there is nothing to set for it.
    expect(within(form).queryByRole('switch', { name: 'Customers can upgrade by themselves' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: 'A cancellation takes effect' })).not.toBeInTheDocument();
  });

  it('asks before a change customers notice, then saves it', async () => {
    const { user, form } = await open();
    const plex = within(form).getByRole('group', { name: 'Plex servers' });
    await user.selectOptions(within(plex).getByRole('combobox', { name: 'Default product' }), 'Plex Pro 4K');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Order of the shop' }), 'Cheapest first');
    await user.click(within(form).getByRole('button', { name: 'Save product settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will notice this' });
    expect(within(confirm).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Plex servers: the shop recommends another product.',
      'The shop lists products: Cheapest first.',
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Save and apply' }));
    await acknowledge('Done!', 'The product settings have been saved.');
    expect(stored()).toMatchObject({ plex_default_product_id: 2, shop_order: 'price_asc' });
  });

  it('needs a default product for a type on sale', async () => {
    const { user, form } = await open();
    const emby = within(form).getByRole('group', { name: 'Emby servers' });
    const defaults = within(emby).getByRole('combobox', { name: 'Default product' });
    await user.selectOptions(defaults, 'None');
    await user.click(within(form).getByRole('button', { name: 'Save product settings' }));
    expect(defaults).toHaveAccessibleDescription(expect.stringContaining('Choose the product the shop recommends, or take the type off sale.'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the server’s 422 next to the product it refused and keeps the choice', async () => {
    // The product stops offering trials after the page was loaded.
    const { user, form } = await open();
    db.product.update({ where: { id: { equals: 4 } }, data: { trial_available: false } });
    const jellyfin = within(form).getByRole('group', { name: 'Jellyfin servers' });
    const defaults = within(jellyfin).getByRole('combobox', { name: 'Default product' });
    await user.selectOptions(defaults, 'Jellyfin Family');
    await user.click(within(form).getByRole('button', { name: 'Save product settings' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Customers will notice this' })).getByRole('button', { name: 'Save and apply' }));
    const trial = within(jellyfin).getByRole('combobox', { name: 'Trial product' });
    await waitFor(() => expect(trial).toHaveAccessibleDescription(expect.stringContaining('This product does not offer trials.')));
    expect(defaults).toHaveDisplayValue('Jellyfin Family');
    expect(stored()?.jellyfin_default_product_id).toBe(4);
  });

  it('says Whoops! when the save fails otherwise', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/product-settings', method: 'post' }]);
    const { user, form } = await open();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Order of the shop' }), 'Cheapest first');
    await user.click(within(form).getByRole('button', { name: 'Save product settings' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Customers will notice this' })).getByRole('button', { name: 'Save and apply' }));
    await acknowledge('Whoops!', /./);
    expect(within(form).getByRole('combobox', { name: 'Order of the shop' })).toHaveDisplayValue('Cheapest first');
    expect(stored()?.shop_order).toBe('position');
  });

  it('says when the settings could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/product-settings' }]);
    await signInAs('admin');
    renderRoutes(appOperationsForTests, { url: '/app/admin/app-management/product-settings' });
    expect(await screen.findByRole('heading', { name: 'The product settings could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
