import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userInteractionRoutes } from '../routes.tsx';


setupDemoBackend();
afterEach(() => {
  setFaults([]);
  signOutForTest();
});

async function open(url = '/app/admin/user-interaction/alerts') {
  await signInAs('admin');
  return renderRoutes(userInteractionRoutes, { url });
}

const itemTitles = (list: HTMLElement) => within(list).getAllByRole('link').map((link) => link.textContent);

describe('the alerts list', () => {
  it('lists the alerts newest first, with their level, state, audience and dates', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Alerts' }, { timeout: 15_000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Alerts' });
    expect(itemTitles(list)).toHaveLength(6);
    expect(screen.getByText('6 alerts')).toBeInTheDocument();
    const blackFriday = within(list).getByRole('link', { name: 'Black Friday: 30% off every yearly plan until Monday.' }).closest('li')!;
    expect(within(blackFriday).getByText('Switched off')).toBeInTheDocument();
    expect(within(blackFriday).getByText('Everybody')).toBeInTheDocument();
    expect(within(blackFriday).getByText('No dates')).toBeInTheDocument();
    const emby = within(list).getByRole('link', { name: /^Emby 4\.9 is available/ }).closest('li')!;
    expect(within(emby).getByText('Scheduled')).toBeInTheDocument();
    expect(within(emby).getByText('Customers with an Emby server')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New alert' })).toHaveAttribute('href', '/app/admin/user-interaction/alerts/new');
  });

  it('filters by state and search, in the address', async () => {
    const { user, router } = await open();
    const list = await screen.findByRole('list', { name: 'Alerts' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'expired');
    await waitFor(() => expect(router.state.location.search).toBe('?state=expired'));
    await waitFor(() => expect(itemTitles(screen.getByRole('list', { name: 'Alerts' }))).toHaveLength(2));
    expect(list).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search alerts' }), 'lounge{Enter}');
    await waitFor(() => expect(itemTitles(screen.getByRole('list', { name: 'Alerts' }))).toEqual(['New: request lounge rules now show your weekly quota.']));
  });

  it('says when no alert matches, with a way back to them all', async () => {
    const { user } = await open('/app/admin/user-interaction/alerts?search=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No alerts match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('list', { name: 'Alerts' })).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    db.customerAlert.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'No alerts yet' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction/alerts' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The alerts could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
