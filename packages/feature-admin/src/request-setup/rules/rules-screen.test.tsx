import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSetupForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function open() {
  await signInAs('admin');
  const view = renderRoutes(requestSetupForTests, { url: '/app/admin/requests/rules' });
  const form = await screen.findByRole('form', { name: 'Request limits' }, { timeout: 20_000 });
  return { ...view, form };
}

const rules = () => db.requestRules.getAll()[0]!;

describe('the request rules', () => {
  it('shows the weekly quotas and the other rules, each saying what it does', async () => {
    const { form } = await open();
    expect(screen.getByRole('heading', { level: 2, name: 'Request limits' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Weekly requests per customer' })).toHaveValue('10');
    expect(within(form).getByRole('textbox', { name: 'Weekly requests per customer' })).toHaveAccessibleDescription(expect.stringContaining('in seven days'));
    expect(within(form).getByRole('textbox', { name: 'Weekly requests per trial account' })).toHaveValue('3');
    expect(within(form).getByRole('textbox', { name: /Most seasons per show request/ })).toHaveValue('3');
    expect(within(form).getByRole('combobox', { name: 'Who may request 4K' })).toHaveValue('customers');
    expect(within(form).getByRole('switch', { name: 'Approve contributors’ requests at once' })).toBeChecked();
    expect(within(form).getByText(/Customers see their new weekly quota/)).toBeInTheDocument();
  });

  it('saves a new quota and says so', async () => {
    const { user, form } = await open();
    const weekly = within(form).getByRole('textbox', { name: 'Weekly requests per customer' });
    await user.clear(weekly);
    await user.type(weekly, '15');
    await user.clear(within(form).getByRole('textbox', { name: /Most seasons per show request/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Who may request 4K' }), 'nobody');
    await user.click(within(form).getByRole('switch', { name: 'Approve contributors’ requests at once' }));
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('The request rules have been saved.');
    expect(rules()).toMatchObject({ weekly_limit: 15, trial_weekly_limit: 3, max_seasons: null, uhd_requests: 'nobody', auto_approve_contributors: false });
  });

  it('checks the numbers before sending them', async () => {
    const { user, form } = await open();
    const weekly = within(form).getByRole('textbox', { name: 'Weekly requests per customer' });
    await user.clear(weekly);
    await user.type(weekly, 'ten');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(weekly).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number from 0 to 1000.'));
    expect(rules().weekly_limit).toBe(10);
  });

  it('shows the server’s refusal next to the field and keeps what was typed', async () => {
    server.use(
      http.post('*/api/admin/requests/rules', () =>
        HttpResponse.json({ success: false, message: 'The weekly limit field must not be greater than 500.', errors: { weekly_limit: ['The weekly limit field must not be greater than 500.'] } }, { status: 422 }),
      ),
    );
    const { user, form } = await open();
    const weekly = within(form).getByRole('textbox', { name: 'Weekly requests per customer' });
    await user.clear(weekly);
    await user.type(weekly, '900');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(weekly).toHaveAccessibleDescription(expect.stringContaining('The weekly limit field must not be greater than 500.')));
    expect(weekly).toHaveValue('900');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says Whoops! when saving fails otherwise', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/rules', method: 'post' }]);
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toBeInTheDocument();
  });

  it('says when the rules could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/rules' }]);
    await signInAs('admin');
    renderRoutes(requestSetupForTests, { url: '/app/admin/requests/rules' });
    expect(await screen.findByRole('heading', { name: 'The request rules could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});

describe('the users with their own limit', () => {
  it('lists them with their limit and links to the user', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Users with their own limit' });
    const hannah = within(list).getByRole('link', { name: 'Hannah Becker' });
    expect(hannah).toHaveAttribute('href', '/app/admin/users/6');
    const item = hannah.closest('li')!;
    expect(within(item).getByText('25 requests a week')).toBeInTheDocument();
    expect(within(item).getByText(/Family plan/)).toBeInTheDocument();
  });

  it('says when nobody has one', async () => {
    db.requestLimitOverride.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'Nobody has their own limit' })).toBeInTheDocument();
  });

  it('gives a user their own limit, and refuses an address nobody has next to the field', async () => {
    const { user } = await open();
    const form = screen.getByRole('form', { name: 'Give a user their own limit' });
    const email = within(form).getByRole('textbox', { name: 'User’s e-mail address' });
    await user.type(email, 'nobody@demo.test');
    await user.type(within(form).getByRole('textbox', { name: /Their weekly requests/ }), '12');
    await user.click(within(form).getByRole('button', { name: 'Save their limit' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('No user has this e-mail address.'));
    expect(email).toHaveValue('nobody@demo.test');

    await user.clear(email);
    await user.type(email, 'emby@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Save their limit' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('Priya Shah may now make 12 requests a week.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await within(screen.getByRole('list', { name: 'Users with their own limit' })).findByRole('link', { name: 'Priya Shah' })).toBeInTheDocument();
  });

  it('removes a user’s own limit after asking, naming them', async () => {
    const { user } = await open();
    const list = await screen.findByRole('list', { name: 'Users with their own limit' });
    await user.click(within(list).getByRole('button', { name: 'Remove Hannah Becker’s own limit' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Hannah Becker’s own limit?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove limit' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveAccessibleDescription('Hannah Becker’s own limit has been removed.');
    expect(db.requestLimitOverride.getAll().some((row) => row.user_id === 6)).toBe(false);
  });
});
