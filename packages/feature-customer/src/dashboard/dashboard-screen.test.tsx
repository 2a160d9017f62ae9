import { login } from '@portal/api-client';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { signOutForTest } from '@portal/api-client/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { customerRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

function serversOf(userId: number) {
  return db.server.findMany({ where: { user_id: { equals: userId } } });
}

describe('the dashboard', () => {
  it("lists the user's servers with their type, status and a link to each", async () => {
    await signInAs('customer-plex');
    renderRoutes(customerRoutes, { url: '/app/dashboard' });
    const list = await screen.findByRole('list', { name: 'Your servers' });
    const expected = serversOf(DEMO_IDS.users.plex);
    expect(within(list).getAllByRole('listitem')).toHaveLength(expected.length);
    const plex = db.server.findFirst({ where: { id: { equals: DEMO_IDS.servers.plex } } })!;
    expect(within(list).getByRole('link', { name: plex.name })).toHaveAttribute('href', `/app/dashboard/${plex.id}`);
    expect(within(list).getByText('Plex')).toBeInTheDocument();
    expect(within(list).getByText('Running')).toBeInTheDocument();
  });

  it('shows every server of a customer with several, whatever their state', async () => {
    const owner = db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.multiServer } } })!;
    await login({ email: owner.email, password: DEMO_PASSWORD });
    renderRoutes(customerRoutes, { url: '/app/dashboard' });
    const list = await screen.findByRole('list', { name: 'Your servers' });
    const servers = serversOf(DEMO_IDS.users.multiServer);
    expect(within(list).getAllByRole('listitem')).toHaveLength(servers.length);
    for (const type of ['Plex', 'Emby', 'Jellyfin']) expect(within(list).getAllByText(type).length).toBeGreaterThan(0);
  });

  it('says so when the user has no servers', async () => {
    await signInAs('customer-plex');
    server.use(http.get('*/api/customer/servers', () => HttpResponse.json({ success: true, data: [] })));
    renderRoutes(customerRoutes, { url: '/app/dashboard' });
    expect(await screen.findByRole('heading', { name: 'No servers yet' })).toBeInTheDocument();
  });

  it('shows the error and retries on request', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/servers', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'The node is not answering.' }, { status: 503 })
          : HttpResponse.json({ success: true, data: [] });
      }),
    );
    const { user } = renderRoutes(customerRoutes, { url: '/app/dashboard' });
    expect(await screen.findByText('The node is not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No servers yet' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAs('customer-plex');
    renderRoutes(customerRoutes, { url: '/app/dashboard' });
    expect(await screen.findByRole('list', { name: 'Loading your servers' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('list', { name: 'Your servers' })).toBeInTheDocument();
  });
});
