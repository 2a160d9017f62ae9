import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appOperationsForTests } from '../shared/test-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

const system = () => db.setting.findFirst({ where: { id: { equals: 'system' } } });
const platform = () => db.featureToggle.findFirst({ where: { id: { equals: 'platform' } } });

async function open() {
  await signInAs('admin');
  const view = renderRoutes(appOperationsForTests, { url: '/app/admin/app-management/feature-toggle' });
  const form = await screen.findByRole('form', { name: 'Feature toggles' }, { timeout: 20_000 });
  return { ...view, form };
}

async function acknowledge(title: 'Done!' | 'Whoops!', message: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(dialog).toHaveTextContent(message);
  within(dialog).getByRole('button').click();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}

describe('the feature toggles', () => {
  it('shows the system settings’ switches and the platform’s, each saying what it changes', async () => {
    const { form } = await open();
    const lounge = within(form).getByRole('switch', { name: 'Request lounge' });
    expect(lounge).toBeChecked();
    expect(lounge).toHaveAccessibleDescription(expect.stringContaining('external request link'));
    expect(within(form).getByRole('group', { name: 'Sign-up and the menus' })).toHaveTextContent('rebuilds the menus of everyone signed in');
    expect(within(form).getByRole('switch', { name: 'Sign-up with invite keys' })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'TV schedule' })).toBeChecked();
    // Every switch here has an effect: the reseller shop follows the reseller products alone.
    expect(within(form).queryByRole('switch', { name: 'Reseller shop' })).not.toBeInTheDocument();
  });

  it('lists what customers will notice before saving, then saves the system setting and the platform’s', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('switch', { name: 'Request lounge' }));
    await user.click(within(form).getByRole('switch', { name: 'TV schedule' }));
    await user.click(within(form).getByRole('button', { name: 'Save feature toggles' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will notice this' });
    expect(within(confirm).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Request lounge: off. The request lounge leaves the customer menu.',
      'TV schedule: off. Customers can no longer open it.',
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Save and apply' }));
    await acknowledge('Done!', 'The feature toggles have been saved.');
    expect(system()?.request_lounge).toBe(false);
    expect(platform()?.tv_schedule).toBe(false);
    expect(within(form).getByRole('switch', { name: 'Request lounge' })).not.toBeChecked();
  });

  it('changes nothing when nothing was switched', async () => {
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Save feature toggles' }));
    await acknowledge('Done!', 'Nothing has changed.');
  });

  it('keeps the switches as set and says why when the save is refused', async () => {
    server.use(
      http.post('*/api/admin/app-management/feature-toggles', () =>
        HttpResponse.json({ success: false, message: 'The status page field must be true or false.', errors: { status_page: ['The status page field must be true or false.'] } }, { status: 422 }),
      ),
    );
    const { user, form } = await open();
    const status = within(form).getByRole('switch', { name: 'Status page' });
    await user.click(status);
    await user.click(within(form).getByRole('button', { name: 'Save feature toggles' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Customers will notice this' })).getByRole('button', { name: 'Save and apply' }));
    await waitFor(() => expect(status).toHaveAccessibleDescription(expect.stringContaining('The status page field must be true or false.')));
    expect(status).not.toBeChecked();
    expect(platform()?.status_page).toBe(true);
  });

  it('says when the toggles could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/feature-toggles' }]);
    await signInAs('admin');
    renderRoutes(appOperationsForTests, { url: '/app/admin/app-management/feature-toggle' });
    expect(await screen.findByRole('heading', { name: 'The feature toggles could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
