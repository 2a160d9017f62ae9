import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userRoutes } from '../routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

const TRIAL = DEMO_IDS.users.trial;
const userRow = (id: number) => db.user.findFirst({ where: { id: { equals: id } } });

async function open(id: number = TRIAL) {
  await signInAs('admin');
  const view = renderRoutes(userRoutes, { url: `/app/admin/users/${id}` });
  const form = await screen.findByRole('form', { name: 'The user’s details' }, { timeout: 20_000 });
  return { ...view, form };
}

describe('a user’s page', () => {
  it('shows the user’s fields, with the restrictions as labelled checkboxes', async () => {
    const { form } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Kai Tanaka' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/app/admin/users');
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Kai Tanaka');
    expect(within(form).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('trial@demo.test');
    expect(within(form).getByRole('textbox', { name: /WHMCS client ID/ })).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: 'Trial user' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Moderator' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Contributor' })).not.toBeChecked();
    const restrictions = within(form).getByRole('group', { name: 'Restrictions' });
    expect(within(restrictions).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(restrictions).getByRole('checkbox', { name: 'Block backups' })).toBeChecked();
    expect(within(restrictions).getByRole('checkbox', { name: 'Block the CDN' })).toBeChecked();
    expect(within(restrictions).getByRole('checkbox', { name: 'Block the shop' })).toBeChecked();
    expect(within(restrictions).getByRole('checkbox', { name: 'Block the Request Lounge' })).not.toBeChecked();
  });

  it('links to the user’s servers, their nodes, the services list and manual billing', async () => {
    await open(DEMO_IDS.users.multiServer);
    const servers = await screen.findByRole('list', { name: 'Servers' });
    const rows = db.server.getAll().filter((row) => row.user_id === DEMO_IDS.users.multiServer);
    expect(within(servers).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(rows.sort((a, b) => a.id - b.id).map((row) => row.name));
    const node = db.node.findFirst({ where: { id: { equals: rows[0]!.node_id } } })!;
    expect(within(servers).getAllByRole('link', { name: node.alias })[0]).toHaveAttribute('href', `/app/admin/nodes/${node.id}`);
    expect(screen.getByRole('link', { name: 'Open in services' })).toHaveAttribute('href', `/app/admin/services?user=${DEMO_IDS.users.multiServer}`);
    expect(screen.getByRole('link', { name: 'Open manual billing' })).toHaveAttribute('href', `/app/admin/dashboard/manual-billing/customer/${DEMO_IDS.users.multiServer}`);
  });

  it('says when the user has no server', async () => {
    // The generated customers have no server.
    await open(101);
    expect(await screen.findByRole('heading', { name: 'No servers' })).toBeInTheDocument();
  });

  it('saves the changes and says so', async () => {
    const { user, form } = await open();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Kai Tanaka-Berg');
    await user.type(within(form).getByRole('textbox', { name: /WHMCS client ID/ }), '7001');
    await user.click(within(form).getByRole('checkbox', { name: 'Trial user' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Block the CDN' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Block support tickets' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveAccessibleDescription('The user has been updated');
    expect(userRow(TRIAL)).toMatchObject({ name: 'Kai Tanaka-Berg', whmcs_id: 7001, is_trial: false, restrictions: ['backups', 'support', 'shop'] });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kai Tanaka-Berg' })).toBeInTheDocument();
  });

  it('keeps a restriction the portal does not know, under its own name', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/users/user/:id', () =>
        HttpResponse.json({ success: true, data: { id: TRIAL, is_trial: true, is_moderator: false, is_contributor: false, email: 'trial@demo.test', name: 'Kai Tanaka', whmcs_id: null, restrictions: ['shop', 'teleport'] } }),
      ),
      http.post('*/api/admin/users/user/:id/update', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: 'The user has been updated' });
      }),
    );
    const { user, form } = await open();
    expect(within(form).getByRole('checkbox', { name: 'teleport' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(sent).toEqual([{ name: 'Kai Tanaka', email: 'trial@demo.test', whmcs_id: null, is_trial: true, is_moderator: false, is_contributor: false, restrictions: ['shop', 'teleport'] }]);
  });

  it('says it is loading the user', async () => {
    server.use(http.get('*/api/admin/users/user/:id', async () => new Promise<never>(() => undefined)));
    await signInAs('admin');
    renderRoutes(userRoutes, { url: `/app/admin/users/${TRIAL}` });
    expect(await screen.findByRole('status', { name: 'Loading the user' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User' })).toBeInTheDocument();
  });

  it('checks the fields before sending them', async () => {
    const { user, form } = await open();
    await user.clear(within(form).getByRole('textbox', { name: 'Name' }));
    await user.type(within(form).getByRole('textbox', { name: /WHMCS client ID/ }), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter the user’s name.');
    expect(within(form).getByRole('textbox', { name: /WHMCS client ID/ })).toHaveAccessibleDescription(expect.stringContaining('A WHMCS client ID is a whole number, like 4217.'));
  });

  it('shows the server’s refusal next to the fields and keeps what was typed', async () => {
    const { user, form } = await open();
    const email = within(form).getByRole('textbox', { name: 'E-mail address' });
    await user.clear(email);
    await user.type(email, 'plex@demo.test');
    await user.click(within(form).getByRole('checkbox', { name: 'Block invites' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('The email has already been taken.'));
    expect(email).toHaveValue('plex@demo.test');
    expect(within(form).getByRole('checkbox', { name: 'Block invites' })).toBeChecked();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(userRow(TRIAL)?.email).toBe('trial@demo.test');
  });

  it('shows a refused restriction under the restrictions', async () => {
    server.use(
      http.post('*/api/admin/users/user/:id/update', () =>
        HttpResponse.json({ success: false, message: 'The selected restrictions.1 is invalid.', errors: { 'restrictions.1': ['The selected restrictions.1 is invalid.'] } }, { status: 422 }),
      ),
    );
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('group', { name: 'Restrictions' })).toHaveAccessibleDescription(expect.stringContaining('The selected restrictions.1 is invalid.'));
  });

  it('says Whoops! with the server’s message when saving fails otherwise', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/users/user/*/update' }]);
    const { user, form } = await open();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Whoops!' })).toBeInTheDocument();
  });

  it('deletes the user once their e-mail address is typed, then goes back to the list', async () => {
    const { user, router } = await open(DEMO_IDS.users.emby);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Priya Shah?' });
    const button = within(confirm).getByRole('button', { name: 'Delete user' });
    expect(button).toBeDisabled();
    await user.type(within(confirm).getByRole('textbox', { name: 'Type emby@demo.test to confirm' }), 'emby@demo.test');
    await user.click(button);
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveAccessibleDescription('The user has been deleted');
    expect(userRow(DEMO_IDS.users.emby)).toBeNull();
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/users'));
  });

  it('keeps the confirmation open with the reason when the delete fails', async () => {
    server.use(http.delete('*/api/admin/users/user/:id/delete', () => HttpResponse.json({ success: false, message: 'The user still has an unpaid invoice.' }, { status: 409 })));
    const { user } = await open(DEMO_IDS.users.emby);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Priya Shah?' });
    await user.type(within(confirm).getByRole('textbox', { name: 'Type emby@demo.test to confirm' }), 'emby@demo.test{Enter}');
    expect(await within(confirm).findByText('The user still has an unpaid invoice.')).toBeInTheDocument();
    expect(userRow(DEMO_IDS.users.emby)).not.toBeNull();
  });

  it('signs in as the user through the impersonation screen', async () => {
    const { user, router } = await open(DEMO_IDS.users.emby);
    await user.click(screen.getByRole('button', { name: 'Sign in as this user' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/app\/impersonate\/[A-Za-z0-9]+$/));
    const token = router.state.location.pathname.split('/').at(-1)!;
    expect(db.impersonation.findFirst({ where: { token: { equals: token } } })).toMatchObject({ user_id: DEMO_IDS.users.emby, admin_id: DEMO_IDS.users.admin });
  });

  it('says Whoops! when the user cannot be impersonated', async () => {
    const { user } = await open(DEMO_IDS.users.secondAdmin);
    await user.click(screen.getByRole('button', { name: 'Sign in as this user' }));
    const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(whoops).toHaveAccessibleDescription('Admins cannot be impersonated.');
  });

  it('offers neither impersonation nor delete on one’s own account', async () => {
    await open(DEMO_IDS.users.admin);
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in as this user' })).not.toBeInTheDocument();
    expect(screen.getByText(/This is your own account/)).toBeInTheDocument();
  });

  it('shows a user that does not exist as an error', async () => {
    await signInAs('admin');
    renderRoutes(userRoutes, { url: '/app/admin/users/99999' });
    expect(await screen.findByRole('heading', { name: 'The user could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('User not found.')).toBeInTheDocument();
  });

  it('shows the servers’ failure inside their card only', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/users/user/*/servers' }]);
    await open(DEMO_IDS.users.multiServer);
    expect(await screen.findByRole('heading', { name: 'The servers could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'The user’s details' })).toBeInTheDocument();
  });
});
