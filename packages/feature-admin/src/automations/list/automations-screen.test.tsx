import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { automationsForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

async function open(url = '/app/admin/integrations/automations') {
  await signInAs('admin');
  const view = renderRoutes(automationsForTests, { url });
  await screen.findByRole('heading', { level: 2, name: 'Automations' }, { timeout: 20_000 });
  return view;
}

const list = () => screen.findByRole('list', { name: 'Automations' }, { timeout: 10_000 });
const names = () => within(screen.getByRole('list', { name: 'Automations' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const itemOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('the automations', () => {
  it('lists each automation with the sentence it reads as, whether it is enabled, its last run and runs', async () => {
    await open();
    await list();
    expect(screen.getByText('8 automations')).toBeInTheDocument();
    expect(names()[0]).toBe('Bring stopped Plex servers back');
    const offline = itemOf('Restart nodes that stay offline');
    expect(
      within(offline).getByText('When a node goes offline and it has been offline for more than 5 minutes, restart the node and post to Discord channel #alerts.'),
    ).toBeInTheDocument();
    expect(within(offline).getByText('9 runs')).toBeInTheDocument();
    expect(within(offline).getByText(/Last run/)).toBeInTheDocument();
    expect(within(offline).getByRole('switch', { name: /^Enabled\W+Restart nodes that stay offline$/ })).toBeChecked();
    const month = itemOf('Ticket for a month overdue');
    expect(within(month).getByText('Never run')).toBeInTheDocument();
    expect(within(month).getByRole('switch')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Restart nodes that stay offline' })).toHaveAttribute('href', '/app/admin/integrations/automations/1');
  });

  it('searches, filters and sorts through the address', async () => {
    const { user, router } = await open();
    await list();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Enabled' }), 'disabled');
    await waitFor(() => expect(router.state.location.search).toBe('?enabled=disabled'));
    await waitFor(() => expect(names()).toEqual(['Ticket for a month overdue']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Enabled' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trigger' }), 'payment.overdue');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'runs');
    await waitFor(() => expect(router.state.location.search).toBe('?trigger=payment.overdue&sort=runs'));
    await waitFor(() => expect(names()).toEqual(['Suspend after two weeks overdue', 'Ticket for a month overdue']));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nothing like this{Enter}');
    expect(await screen.findByRole('heading', { name: 'No automations match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('disables and enables one', async () => {
    const { user } = await open();
    await list();
    await user.click(within(itemOf('Remind trials before they end')).getByRole('switch'));
    expect(await screen.findByText('Remind trials before they end is disabled.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Done!' })).toBeInTheDocument();
    expect(db.automation.findFirst({ where: { name: { equals: 'Remind trials before they end' } } })!.enabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(itemOf('Remind trials before they end')).getByRole('switch')).not.toBeChecked());
  });

  it('deletes one after asking, with Poof!', async () => {
    const { user } = await open();
    await list();
    await user.click(screen.getByRole('button', { name: 'Delete Warn about transcode abuse' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Warn about transcode abuse?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete automation' }));
    expect(await screen.findByRole('alertdialog', { name: 'Poof!' })).toBeInTheDocument();
    expect(screen.getByText('The automation has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Warn about transcode abuse' })).not.toBeInTheDocument());
  });

  it('says when there are none yet', async () => {
    db.automation.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No automations yet' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/automations' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The automations could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('treats an answer it cannot read as a failure', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/admin/automations' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The automations could not be loaded' })).toBeInTheDocument();
  });
});
