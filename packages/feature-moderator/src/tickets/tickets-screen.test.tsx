import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moderatorRoutes } from '../routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());
// Compiled once up front, so the tests wait for the screen rather than the compiler.
beforeAll(async () => {
  await import('./tickets-screen.tsx');
}, 120_000);

/** As the count call and the event count them: waiting for the staff, unread by them. */
function unreadInSeed(): number {
  const lastFromCustomer = new Map<number, string>();
  for (const message of db.ticketMessage.getAll()) {
    if (message.staff) continue;
    const seen = lastFromCustomer.get(message.ticket_id);
    if (!seen || message.created_at > seen) lastFromCustomer.set(message.ticket_id, message.created_at);
  }
  return db.ticket.getAll().filter((ticket) => {
    if (ticket.status !== 'open' && ticket.status !== 'customer-reply') return false;
    const last = lastFromCustomer.get(ticket.id) ?? ticket.created_at;
    return ticket.staff_read_at === null || ticket.staff_read_at < last;
  }).length;
}

async function open(url = '/app/moderator/tickets') {
  await signInAs('moderator');
  const view = renderRoutes(moderatorRoutes, { url, realtime: true });
  const list = await screen.findByRole('list', { name: 'Tickets' }, { timeout: 20_000 });
  return { ...view, list };
}

const rows = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
const row = (list: HTMLElement, subject: string) => rows(list).find((item) => within(item).queryByRole('link', { name: subject }))!;
const query = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('the moderator’s tickets', () => {
  it('lists the help desk’s tickets a page at a time, with the unread count on top', async () => {
    const { list } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    expect(await screen.findByText(`${unreadInSeed()} unread tickets wait for an answer.`)).toBeInTheDocument();
    expect(rows(list)).toHaveLength(25);
    expect(screen.getByText(`${db.ticket.count()} tickets in all.`)).toBeInTheDocument();

    const cast = row(list, 'Chromecast stops after two minutes');
    expect(within(cast).getByRole('link')).toHaveAttribute('href', '/app/moderator/tickets/1401');
    const about = within(cast).getByRole('list', { name: 'About this ticket' });
    expect(about).toHaveTextContent('#1401');
    expect(about).toHaveTextContent('Yours');
    expect(about).toHaveTextContent(/Updated \d+ minutes ago/);
    for (const mark of ['Unread', 'High priority', 'Open']) expect(within(cast).getByText(mark)).toBeInTheDocument();

    const answered = row(list, 'Music library shows every album twice');
    expect(within(answered).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(answered).getByText('Answered')).toBeInTheDocument();
    expect(within(row(list, 'Two users want to watch in 4K at the same time')).getByRole('list', { name: 'About this ticket' })).toHaveTextContent('Nobody has it yet');
  });

  it('filters by status, priority and unread through the address', async () => {
    const { user, router } = await open();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Customer replied');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Medium');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Unread only');
    await waitFor(() => expect(router.state.location.search).toBe('?status=customer-reply&priority=medium&unread=1'));
    const list = screen.getByRole('list', { name: 'Tickets' });
    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Subtitles in the wrong language' })).toBeInTheDocument());
    for (const item of rows(list)) {
      expect(within(item).getByText('Unread')).toBeInTheDocument();
      expect(within(item).getByText('Customer replied')).toBeInTheDocument();
      expect(within(item).getByText('Medium priority')).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows only the unread ones from the count', async () => {
    const { user, router } = await open();
    await user.click(await screen.findByRole('button', { name: 'Show only unread' }));
    await waitFor(() => expect(query(router).get('unread')).toBe('1'));
    expect(await screen.findByText(`${unreadInSeed()} tickets match.`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('1');
    expect(screen.queryByRole('button', { name: 'Show only unread' })).not.toBeInTheDocument();
  });

  it('opens a bookmarked view as it was, and searches and sorts through the address', async () => {
    const { user, router, list } = await open('/app/moderator/tickets?q=%231401&sort=priority.desc');
    await waitFor(() => expect(rows(list).map((item) => within(item).getByRole('link').textContent)).toEqual(['Chromecast stops after two minutes']));
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('#1401');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priority.desc');

    await user.clear(screen.getByRole('searchbox', { name: 'Search tickets' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'password reset{Enter}');
    await waitFor(() => expect(query(router).get('q')).toBe('password reset'));
    expect(await screen.findByRole('link', { name: 'Password reset e-mail never arrives' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Recently updated first');
    await user.clear(screen.getByRole('searchbox', { name: 'Search tickets' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(query(router).get('page')).toBe('2'));
  });

  it('says when nothing matches, and offers every ticket again', async () => {
    await signInAs('moderator');
    const { user, router } = renderRoutes(moderatorRoutes, { url: '/app/moderator/tickets?q=nothing-like-this', realtime: true });
    expect(await screen.findByRole('heading', { name: 'No tickets match' }, { timeout: 20_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all tickets' }));
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('says when the help desk has no tickets at all', async () => {
    server.use(http.get('*/api/moderator/tickets', () => HttpResponse.json({ success: true, data: [], meta: { current_page: 1, last_page: 1, per_page: 25, total: 0 } })));
    await signInAs('moderator');
    renderRoutes(moderatorRoutes, { url: '/app/moderator/tickets', realtime: true });
    expect(await screen.findByRole('heading', { name: 'The help desk is empty' }, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('says when the tickets or the count could not be loaded, with a way to try again', async () => {
    setFaults([
      { kind: 'status-500', path: '/api/moderator/tickets' },
      { kind: 'status-500', path: '/api/moderator/tickets/count-unread' },
    ]);
    await signInAs('moderator');
    const { user } = renderRoutes(moderatorRoutes, { url: '/app/moderator/tickets', realtime: true });
    expect(await screen.findByRole('heading', { name: 'The tickets could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByText('The unread tickets could not be counted.')).toBeInTheDocument();
    setFaults([]);
    for (const button of screen.getAllByRole('button', { name: 'Try again' })) await user.click(button);
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();
    expect(await screen.findByText(`${unreadInSeed()} unread tickets wait for an answer.`)).toBeInTheDocument();
  });

  it('follows the unread-tickets event: the count changes and the list refetches', async () => {
    const { realtime } = await open();
    expect(await screen.findByText(`${unreadInSeed()} unread tickets wait for an answer.`)).toBeInTheDocument();
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/moderator/tickets') asked += 1;
    });
    act(() => void realtime.emit('tickets', 'unread-tickets', { count: 31 }));
    expect(await screen.findByText('31 unread tickets wait for an answer.')).toBeInTheDocument();
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    act(() => void realtime.emit('tickets', 'unread-tickets', { count: 1 }));
    expect(await screen.findByText('1 unread ticket waits for an answer.')).toBeInTheDocument();
    act(() => void realtime.emit('tickets', 'unread-tickets', { count: 0 }));
    expect(await screen.findByText('No unread tickets.')).toBeInTheDocument();
    server.events.removeAllListeners();
  });
});
