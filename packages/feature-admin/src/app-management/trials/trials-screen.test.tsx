import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appManagementRoutes } from '../routes.tsx';
import { loadScreens } from '../test-routes.tsx';

const server = setupDemoBackend();
beforeAll(loadScreens, 120_000);
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const rendered = renderRoutes(appManagementRoutes, { url: '/app/admin/app-management/trials' });
  await screen.findByRole('heading', { level: 2, name: 'Trial settings' });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });
/** A server type by its exact name, a product by the start of its name (its price follows). */
const box = (name: string | RegExp) => screen.getByRole('checkbox', { name });
const system = () => db.setting.getAll()[0]!;
const offered = () => db.product.getAll().filter((product) => product.trial_available).map((product) => product.name);

describe('the trials', () => {
  it('shows the requests waiting, the newest trial accounts, the products offered and the settings', async () => {
    await open();
    const pending = db.requestedTrial.getAll().filter((trial) => trial.status === 'pending').length;
    expect(screen.getByText('Requests waiting').nextElementSibling).toHaveTextContent(String(pending));
    expect(screen.getByRole('link', { name: 'Review the trial requests' })).toHaveAttribute('href', '/app/admin/requested-trials?status=pending');
    expect(screen.getByRole('link', { name: 'Show every trial account' })).toHaveAttribute('href', '/app/admin/users?role=trial');
    const accounts = screen.getByRole('list', { name: 'Newest trial accounts' });
    expect(within(accounts).getByRole('link', { name: 'Kai Tanaka' })).toHaveAttribute('href', '/app/admin/users/12');
    expect(toggle('Visitors can request a trial')).toBeChecked();
    expect(toggle('Approve trial requests at once')).not.toBeChecked();
    expect(field('Length of a trial')).toHaveValue('7');
    expect(box('Plex')).toBeChecked();
    expect(box(/^Plex Starter,/)).toBeChecked();
    expect(box(/^Plex Pro 4K,/)).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /^Reseller Node/ })).not.toBeInTheDocument();
  });

  it('reads the answer of an older server: the settings without the trial accounts and the products to choose from', async () => {
    server.use(
      http.get('*/api/admin/app-management/trials', () =>
        HttpResponse.json({
          success: true,
          data: { trials: { enabled: 0, duration_days: 14, auto_approve: 1 }, products: [{ id: 1, name: 'Plex Starter', price: '9.00', billing_cycle: 'monthly' }] },
        }),
      ),
    );
    await open();
    expect(toggle('Visitors can request a trial')).not.toBeChecked();
    expect(toggle('Approve trial requests at once')).toBeChecked();
    expect(field('Length of a trial')).toHaveValue('14');
    expect(box(/^Plex Starter,/)).toBeChecked();
    expect(screen.getByRole('heading', { name: 'No trial accounts yet' })).toBeInTheDocument();
    expect(screen.queryByText('Requests waiting')).not.toBeInTheDocument();
  });

  it('says when the trials could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/trials' }]);
    await signInAs('admin');
    renderRoutes(appManagementRoutes, { url: '/app/admin/app-management/trials' });
    expect(await screen.findByRole('heading', { name: 'The trial settings could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('names what customers will see before switching trial requests off, then saves', async () => {
    const { user } = await open();
    await user.click(toggle('Visitors can request a trial'));
    await user.clear(field('Length of a trial'));
    await user.type(field('Length of a trial'), '14');
    await user.click(box(/^Plex Pro 4K,/));
    await user.click(screen.getByRole('button', { name: 'Save trial settings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Customers will see this change' });
    expect(confirm).toHaveTextContent('The Request a trial page disappears; nobody can request a trial.');
    expect(confirm).toHaveTextContent('New trials last 14 days.');
    expect(confirm).toHaveTextContent('The trial offers Plex Starter, Plex Pro 4K, Emby Standard, Jellyfin Standard.');
    await user.click(within(confirm).getByRole('button', { name: 'Save for everyone' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The trial settings have been saved');
    expect(system()).toMatchObject({ user_request_trial: false, trial_duration_days: 14 });
    expect(offered()).toEqual(['Plex Starter', 'Plex Pro 4K', 'Emby Standard', 'Jellyfin Standard']);
  });

  it('saves the limits without asking, since customers do not see them', async () => {
    const { user } = await open();
    await user.clear(field('Most trials at a time'));
    await user.type(field('Most trials at a time'), '25');
    await user.click(screen.getByRole('button', { name: 'Save trial settings' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(db.trialSetting.getAll()[0]?.max_active_trials).toBe(25);
  });

  it('checks the fields before saving', async () => {
    const { user } = await open();
    await user.clear(field('Length of a trial'));
    await user.type(field('Length of a trial'), '45');
    for (const type of ['Plex', 'Emby', 'Jellyfin']) await user.click(box(type));
    await user.click(screen.getByRole('button', { name: 'Save trial settings' }));
    expect(await screen.findByText('Enter a number of days from 1 to 30.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one server type.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a refusal next to its field and keeps what was typed', async () => {
    setFaults([{ kind: 'status-422', path: '/api/admin/app-management/trials/update' }]);
    const { user } = await open();
    await user.clear(field('Reminder before a trial ends'));
    await user.type(field('Reminder before a trial ends'), '3');
    await user.click(screen.getByRole('button', { name: 'Save trial settings' }));
    expect(await screen.findByText('The end reminder days field is invalid.')).toBeInTheDocument();
    expect(field('Reminder before a trial ends')).toHaveValue('3');
    expect(db.trialSetting.getAll()[0]?.end_reminder_days).toBe(2);
  });

  it('says when the save failed on the server, keeping the form', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/app-management/trials/update' }]);
    const { user } = await open();
    await user.clear(field('Most trials at a time'));
    await user.type(field('Most trials at a time'), '80');
    await user.click(screen.getByRole('button', { name: 'Save trial settings' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveTextContent('Server Error');
    await user.click(within(whoops).getByRole('button', { name: 'OK' }));
    expect(field('Most trials at a time')).toHaveValue('80');
  });
});
