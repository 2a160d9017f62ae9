import { signOutForTest } from '@portal/api-client/testing';
import { db } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import AdminDashboardScreen from './admin-dashboard-screen.tsx';

// The dashboard alone: the area's other folders are not what these tests are about.
const adminRoutes: RouteObject[] = [{ path: 'admin/dashboard', element: <AdminDashboardScreen /> }];

const server = setupDemoBackend();
afterEach(() => signOutForTest());

/** The dashboard's answer with the parts every backend has, and the parts given. */
function answer(parts: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      counts: { nodes: 1, nodes_online: 1, servers: 1, servers_running: 1, users: 1, open_tickets: 0 },
      servers_by_type: { plex: 1, emby: 0, jellyfin: 0 },
      recent_processes: [],
      ...parts,
    },
  };
}

/** The card of a part of the dashboard. */
const card = (title: string) => screen.findByRole('region', { name: title });

function figure(list: HTMLElement, label: string): string {
  const term = within(list).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('the admin dashboard', () => {
  it('gives the platform at a glance, from the data', async () => {
    await signInAs('admin');
    renderRoutes(adminRoutes, { url: '/app/admin/dashboard' });
    const figures = await screen.findByLabelText('Platform figures');
    expect(figure(figures, 'Nodes')).toBe(String(db.node.count()));
    expect(figure(figures, 'Servers')).toBe(String(db.server.count()));
    expect(figure(figures, 'Users')).toBe(String(db.user.count()));
    const open = db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply').length;
    expect(figure(figures, 'Open tickets')).toBe(String(open));
  });

  it('lists recent processes with long commands cut to 93 characters and an ellipsis', async () => {
    await signInAs('admin');
    const command = `docker exec plex-${'x'.repeat(120)}`;
    server.use(
      http.get('*/api/admin/dashboard', () =>
        HttpResponse.json({
          success: true,
          data: {
            counts: { nodes: 1, nodes_online: 1, servers: 1, servers_running: 1, users: 1, open_tickets: 0 },
            servers_by_type: { plex: 1, emby: 0, jellyfin: 0 },
            recent_processes: [
              {
                id: 9,
                command,
                result: null,
                success: false,
                time: 1.2,
                created_at: '2026-11-22T10:00:00Z',
                created_at_time: '10:00:00',
                diff_day_human: 'Today',
                node_id: 1,
                node_alias: 'fra-01',
                host: 'fra-01.example.net',
                has_transactions: false,
              },
            ],
          },
        }),
      ),
    );
    renderRoutes(adminRoutes, { url: '/app/admin/dashboard' });
    const list = await screen.findByRole('list', { name: 'Recent processes' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByText(`${command.slice(0, 93)}...`)).toBeInTheDocument();
    expect(within(item!).getByText('Failed')).toBeInTheDocument();
    expect(within(item!).getByText('fra-01')).toBeInTheDocument();
  });

  it('shows the error with a way to retry', async () => {
    await signInAs('admin');
    server.use(http.get('*/api/admin/dashboard', () => HttpResponse.json({ success: false, message: 'Database unavailable.' }, { status: 500 })));
    renderRoutes(adminRoutes, { url: '/app/admin/dashboard' });
    expect(await screen.findByText('Database unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('lists what needs someone, each entry linking to its screen', async () => {
    await signInAs('admin');
    renderRoutes(adminRoutes, { url: '/app/admin/dashboard' });

    const nodes = await screen.findByRole('list', { name: 'Nodes needing attention' });
    const nyc = within(nodes).getByRole('link', { name: 'nyc-01' });
    expect(nyc).toHaveAttribute('href', '/app/admin/nodes/4');
    expect(within(within(nodes).getByRole('list', { name: 'Why nyc-01 needs attention' })).getByText('Offline')).toBeInTheDocument();

    const tickets = screen.getByRole('list', { name: 'Open tickets' });
    const waiting = db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply');
    const newest = [...waiting].sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]!;
    expect(within(tickets).getByRole('link', { name: newest.subject })).toHaveAttribute('href', `/app/admin/support/tickets/${newest.id}`);
    expect(within(tickets).getAllByText('Unread').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'View all tickets' })).toHaveAttribute('href', '/app/admin/support');

    const pending = db.requestedTrial.getAll().filter((row) => row.status === 'pending');
    const trials = screen.getByRole('list', { name: 'Pending trial requests' });
    const first = [...pending].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]!;
    expect(within(trials).getAllByRole('link', { name: first.name })[0]).toHaveAttribute('href', `/app/admin/requested-trials/${first.id}`);
    expect(screen.getByRole('link', { name: 'View all trial requests' })).toHaveAttribute('href', '/app/admin/requested-trials');

    const billing = screen.getByRole('list', { name: 'Customers on manual billing' });
    const hannah = within(billing).getByRole('link', { name: 'Hannah Becker' });
    expect(hannah).toHaveAttribute('href', '/app/admin/dashboard/manual-billing/customer/6');
    const entry = hannah.closest('li')!;
    expect(within(entry).getByText('Owes €30.50')).toBeInTheDocument();
    expect(within(entry).getByText('€10.25 overdue')).toBeInTheDocument();
    expect(within(billing).getByRole('link', { name: 'Amara Nwosu' }).closest('li')).toHaveTextContent('Nothing owed');

    expect(screen.getByRole('link', { name: 'View all processes' })).toHaveAttribute('href', '/app/admin/processes');
  });

  it('says so in each card when its part is empty', async () => {
    await signInAs('admin');
    server.use(http.get('*/api/admin/dashboard', () => HttpResponse.json(answer({ attention_nodes: [], open_tickets: [], pending_trials: [], manual_billing: [] }))));
    renderRoutes(adminRoutes, { url: '/app/admin/dashboard' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Every node is fine' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No tickets waiting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No requests waiting' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No one is billed by hand' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'No recorded processes' })).toBeInTheDocument();
  });

  it('leaves out the card of a part the backend does not send, and keeps the others', async () => {
    await signInAs('admin');
    server.use(http.get('*/api/admin/dashboard', () => HttpResponse.json(answer({ attention_nodes: [], manual_billing: [] }))));
    renderRoutes(adminRoutes, { url: '/app/admin/dashboard' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nodes needing attention' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Manual billing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Recent processes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Open tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Pending trial requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all tickets' })).not.toBeInTheDocument();
  });

  it('shows a part the server could not gather as an error in its own card, with Try again, and the rest as usual', async () => {
    await signInAs('admin');
    let calls = 0;
    server.use(
      http.get('*/api/admin/dashboard', () => {
        calls += 1;
        return HttpResponse.json(answer({ attention_nodes: [], open_tickets: calls === 1 ? null : [], manual_billing: [] }));
      }),
    );
    const { user } = renderRoutes(adminRoutes, { url: '/app/admin/dashboard' });
    const tickets = await card('Open tickets');
    expect(within(tickets).getByRole('alert')).toHaveTextContent('The open tickets could not be loaded');
    expect(screen.getByRole('heading', { level: 3, name: 'Every node is fine' })).toBeInTheDocument();
    expect(screen.getByLabelText('Platform figures')).toBeInTheDocument();
    await user.click(within(tickets).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'No tickets waiting' })).toBeInTheDocument();
  });
});
