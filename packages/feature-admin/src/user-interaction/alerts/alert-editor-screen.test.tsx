import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userInteractionRoutes } from '../routes.tsx';


setupDemoBackend();
// The screens these tests open load their code cold on first use: loaded here, within a hook's
// time, a busy machine's compile stays out of the first test's waits.
beforeAll(async () => {
  await Promise.all([import('../layout/user-interaction-layout.tsx'), import('./alert-editor-screen.tsx'), import('./alerts-screen.tsx')]);
});
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

async function open(url = '/app/admin/user-interaction/alerts/new') {
  await signInAs('admin');
  const rendered = renderRoutes(userInteractionRoutes, { url });
  await screen.findByRole('textbox', { name: /^Text/ });
  return rendered;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('a new alert', () => {
  it('is created for everybody, with a preview of the banner, and the list shows it', async () => {
    const { user, router } = await open();
    await user.type(field('Text'), 'Planned maintenance tonight.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'warning');
    await user.type(field('Link address'), '/app/status');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Planned maintenance tonight.')).toBeInTheDocument();
    expect(within(preview).getByText('Learn more')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create alert' }));

    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The alert has been created');
    const created = db.customerAlert.getAll().find((row) => row.text === 'Planned maintenance tonight.')!;
    expect(created).toMatchObject({ level: 'warning', link_url: '/app/status', audience: 'everybody', dismissible: true, active: true, starts_at: null, ends_at: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/user-interaction/alerts'));
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'Planned maintenance tonight.' })).toBeInTheDocument();
  });

  it('aims at a server type or at chosen users', async () => {
    const { user } = await open();
    await user.type(field('Text'), 'For Jellyfin only.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who sees it' }), 'server-type');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server type' }), 'jellyfin');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(db.customerAlert.getAll().find((row) => row.text === 'For Jellyfin only.')).toMatchObject({ audience: 'server-type', server_type: 'jellyfin' });
  });

  it('checks the fields before sending them', async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who sees it' }), 'users');
    await user.type(field('Link address'), 'status');
    await user.type(field('Their e-mail addresses'), 'plex@demo.test, not-an-address');
    await user.type(screen.getByLabelText(/^Starts/), '2030-05-02T10:00');
    await user.type(screen.getByLabelText(/^Ends/), '2030-05-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('Enter the alert\u2019s text.'.replace('\u2019', "'"))).toBeInTheDocument();
    expect(screen.getByText('Start the address with / for a portal page, or with https://.')).toBeInTheDocument();
    expect(screen.getByText('These are not e-mail addresses: not-an-address')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(field('Text')).toHaveFocus();
  });

  it('shows the server’s objections next to their fields and keeps what was typed', async () => {
    const { user } = await open();
    const before = db.customerAlert.count();
    await user.type(field('Text'), 'Only for two customers.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Who sees it' }), 'users');
    await user.type(field('Their e-mail addresses'), 'plex@demo.test nobody@demo.test');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('No customer has the e-mail address nobody@demo.test.')).toBeInTheDocument();
    expect(field('Their e-mail addresses')).toHaveAccessibleDescription(/No customer has the e-mail address nobody@demo\.test\./);
    expect(field('Their e-mail addresses')).toHaveValue('plex@demo.test nobody@demo.test');
    expect(field('Text')).toHaveValue('Only for two customers.');
    expect(db.customerAlert.count()).toBe(before);
  });

  it('says when the save failed and keeps what was typed', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction/alerts', method: 'post' }]);
    const { user } = await open();
    await user.type(field('Text'), 'This will not save.');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    const failed = await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ });
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(field('Text')).toHaveValue('This will not save.');
    expect(db.customerAlert.getAll().some((row) => row.text === 'This will not save.')).toBe(false);
  });
});

describe('an existing alert', () => {
  it('opens with its values, saves a change and goes back to the list', async () => {
    const { user, router } = await open('/app/admin/user-interaction/alerts/1');
    expect(screen.getByRole('heading', { level: 2, name: 'Edit alert' })).toBeInTheDocument();
    expect(field('Text')).toHaveValue('Scheduled maintenance on fsn-01 on Sunday between 03:00 and 04:00 UTC: servers on this node restart once.');
    expect(screen.getByRole('combobox', { name: 'Who sees it' })).toHaveValue('node');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Node/ })).toHaveValue('8'));
    await user.clear(field('Link text'));
    await user.type(field('Link text'), 'Status of the nodes');
    await user.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The alert has been updated');
    expect(db.customerAlert.findFirst({ where: { id: { equals: 1 } } })).toMatchObject({ link_text: 'Status of the nodes', audience: 'node', node_id: 8 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/admin/user-interaction/alerts'));
  });

  it('is deleted after a confirmation naming it', async () => {
    const { user, router } = await open('/app/admin/user-interaction/alerts/6');
    await user.click(screen.getByRole('button', { name: 'Delete alert' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this alert?' });
    expect(confirm).toHaveTextContent('“Black Friday: 30% off every yearly plan until Monday.” disappears for every customer at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog', { name: 'Poof!' })).toHaveTextContent('The alert has been deleted');
    expect(db.customerAlert.findFirst({ where: { id: { equals: 6 } } })).toBeNull();
    expect(router.state.location.pathname).toBe('/app/admin/user-interaction/alerts');
  });

  it('says when it does not exist', async () => {
    await signInAs('admin');
    renderRoutes(userInteractionRoutes, { url: '/app/admin/user-interaction/alerts/999' });
    expect(await screen.findByRole('heading', { name: 'This alert does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the alerts' })).toHaveAttribute('href', '/app/admin/user-interaction/alerts');
  });
});
