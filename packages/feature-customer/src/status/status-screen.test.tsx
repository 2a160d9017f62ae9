import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_REFRESH_MS } from './api/get-status.ts';
import { statusRoutes } from './routes.tsx';

const server = setupDemoBackend();
afterEach(() => {
  vi.useRealTimers();
  signOutForTest();
});

async function openStatus() {
  const view = renderRoutes(statusRoutes, { url: '/app/status' });
  await screen.findByRole('list', { name: 'Services' }, { timeout: 10_000 });
  return view;
}

const itemNamed = (list: HTMLElement, name: string) => within(list).getByRole('heading', { name }).closest('li') as HTMLElement;

describe('the status page', () => {
  it('says how the platform is doing overall, and when it was last updated', async () => {
    await signInAs('customer-plex');
    await openStatus();
    expect(screen.getByRole('heading', { level: 1, name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Some systems are not fully operational' })).toBeInTheDocument();
    expect(screen.getByText(/this page refreshes every 30 seconds/)).toBeInTheDocument();
  });

  it('lists every service with its state, its message and when it was checked', async () => {
    await signInAs('customer-plex');
    await openStatus();
    const services = screen.getByRole('list', { name: 'Services' });
    expect(within(services).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Web portal',
      'API',
      'Streaming',
      'CDN',
      'Request lounge',
      'Billing',
      'E-mail and notifications',
    ]);
    const lounge = itemNamed(services, 'Request lounge');
    expect(within(lounge).getByText('Degraded')).toBeInTheDocument();
    expect(within(lounge).getByText(/while the title index is rebuilt/)).toBeInTheDocument();
    expect(within(lounge).getByText(/^Checked/)).toBeInTheDocument();
    expect(within(itemNamed(services, 'API')).getByText('Operational')).toBeInTheDocument();
  });

  it('shows each node’s state, uptime and last check, and marks the user’s servers on it', async () => {
    await signInAs('customer-plex');
    await openStatus();
    const nodes = screen.getByRole('list', { name: 'Nodes' });
    const fra = itemNamed(nodes, 'fra-01');
    expect(within(fra).getByText('Operational')).toBeInTheDocument();
    expect(within(fra).getByText('Frankfurt, DE')).toBeInTheDocument();
    expect(within(fra).getByText('99.98%')).toBeInTheDocument();
    expect(within(fra).getByText('Last checked')).toBeInTheDocument();
    expect(within(fra).getByRole('link', { name: 'Jordan’s Plex' })).toHaveAttribute('href', `/app/dashboard/${DEMO_IDS.servers.plex}`);
    expect(within(itemNamed(nodes, 'nyc-01')).getByText('Down')).toBeInTheDocument();
    expect(within(itemNamed(nodes, 'sgp-01')).getByText('Not monitored')).toBeInTheDocument();
  });

  it('narrows the nodes to those with the user’s servers', async () => {
    await signInAs('customer-plex');
    const { user } = await openStatus();
    expect(within(screen.getByRole('list', { name: 'Nodes' })).getAllByRole('listitem')).toHaveLength(db.node.getAll().filter((node) => node.reseller_id === null).length);
    await user.click(screen.getByRole('switch', { name: 'Only nodes with my servers' }));
    const nodes = screen.getByRole('list', { name: 'Nodes' });
    expect(within(nodes).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['fra-01']);
  });

  it('shows the current incidents with their latest update, the earlier ones folded, and those resolved today apart', async () => {
    await signInAs('customer-plex');
    const { user } = await openStatus();
    const current = screen.getByRole('list', { name: 'Current incidents' });
    const outage = itemNamed(current, 'nyc-01 is unreachable');
    expect(within(outage).getByText('Major impact')).toBeInTheDocument();
    expect(within(outage).getByText(/Affects nyc-01, Streaming/)).toBeInTheDocument();
    expect(within(outage).getByText(/failed top-of-rack switch/)).toBeVisible();
    await user.click(within(outage).getByText('Earlier updates (1)'));
    expect(within(outage).getByText(/stopped answering health checks/)).toBeVisible();
    const resolved = screen.getByRole('list', { name: 'Resolved in the last 24 hours' });
    expect(within(itemNamed(resolved, 'Delayed e-mail notifications')).getByText(/^Resolved/, { selector: 'p' })).toBeInTheDocument();
  });

  it('warns a customer whose server is on a node that is down', async () => {
    const owner = db.user.findFirst({ where: { id: { equals: DEMO_IDS.users.multiServer } } })!;
    await login({ email: owner.email, password: DEMO_PASSWORD });
    await openStatus();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Some of your servers are affected')).toBeInTheDocument();
    expect(within(alert).getByText('Becker Archive: on nyc-01, which is down.')).toBeInTheDocument();
  });

  it('refreshes by itself while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signInAs('customer-plex');
    await openStatus();
    db.statusService.update({ where: { key: { equals: 'streaming' } }, data: { status: 'outage', message: 'Streams do not start.' } });
    await vi.advanceTimersByTimeAsync(STATUS_REFRESH_MS);
    expect(await screen.findByRole('heading', { level: 2, name: 'There is an outage' })).toBeInTheDocument();
    expect(within(itemNamed(screen.getByRole('list', { name: 'Services' }), 'Streaming')).getByText('Streams do not start.')).toBeInTheDocument();
  });

  it('refreshes on request', async () => {
    await signInAs('customer-plex');
    const { user } = await openStatus();
    for (const service of db.statusService.getAll()) db.statusService.update({ where: { key: { equals: service.key } }, data: { status: 'operational', message: null } });
    for (const node of db.node.getAll()) db.node.update({ where: { id: { equals: node.id } }, data: { online: true } });
    for (const incident of db.statusIncident.getAll()) {
      db.statusIncident.update({ where: { id: { equals: incident.id } }, data: { resolved_at: incident.resolved_at ?? new Date(Date.now() - 60_000).toISOString() } });
    }
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All systems operational' })).toBeInTheDocument();
    expect(screen.getByText('No open incidents.')).toBeInTheDocument();
  });

  it('keeps what it has when a refresh fails, and says so', async () => {
    await signInAs('customer-plex');
    const { user } = await openStatus();
    server.use(http.get('*/api/customer/status', () => HttpResponse.json({ success: false, message: 'The status service is restarting.' }, { status: 503 })));
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The status could not be refreshed')).toBeInTheDocument();
    expect(within(alert).getByText(/The status service is restarting\./)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Services' })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The status could not be refreshed')).not.toBeInTheDocument());
  });

  it('shows the error and retries on request', async () => {
    await signInAs('customer-plex');
    let calls = 0;
    server.use(
      http.get('*/api/customer/status', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'The status service is restarting.' }, { status: 503 }) : undefined;
      }),
    );
    const { user } = renderRoutes(statusRoutes, { url: '/app/status' });
    expect(await screen.findByRole('heading', { name: 'The status could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The status service is restarting.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Services' })).toBeInTheDocument();
  });

  it('says so when there is nothing to report', async () => {
    await signInAs('customer-plex');
    server.use(
      http.get('*/api/customer/status', () =>
        HttpResponse.json({ success: true, data: { overall: 'operational', updated_at: new Date().toISOString(), services: [], nodes: [], incidents: [] } }),
      ),
    );
    renderRoutes(statusRoutes, { url: '/app/status' });
    expect(await screen.findByRole('heading', { name: 'No status to show yet' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAs('customer-plex');
    renderRoutes(statusRoutes, { url: '/app/status' });
    expect(await screen.findByRole('group', { name: 'Loading the status' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('list', { name: 'Services' })).toBeInTheDocument();
  });
});
