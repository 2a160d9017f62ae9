import { signOutForTest } from '@portal/api-client/testing';
import { db } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { adminRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

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
});
