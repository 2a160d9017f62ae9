import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supportRoutes } from '../routes.tsx';

// The first screen of a run waits for its lazy chunks to be transformed.
vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

/** Every waiting ticket of the seed is unread for the staff, so the seed's new tickets are its waiting ones. */
const seededNewTickets = () => db.ticket.getAll().filter((ticket) => ticket.status === 'open' || ticket.status === 'customer-reply').length;

async function openTickets(url = '/app/admin/support') {
  await signInAs('admin');
  const view = renderRoutes(supportRoutes, { url, realtime: true });
  const list = await screen.findByRole('list', { name: 'Tickets' }, { timeout: 20_000 });
  return { ...view, list };
}

/** The list's cards (not the lists of details inside them). */
const rows = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
const rowOf = (list: HTMLElement, subject: string) => rows(list).find((row) => within(row).queryByRole('link', { name: subject }))!;
const address = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

describe('the support tickets', () => {
  it('lists every customer’s tickets a page at a time, with the count of new ones', async () => {
    const { list, unmount } = await openTickets();
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(await screen.findByText(`${seededNewTickets()} new tickets are waiting for an answer.`)).toBeInTheDocument();
    expect(rows(list)).toHaveLength(25);
    expect(screen.getByText(`${db.ticket.count()} tickets in all.`)).toBeInTheDocument();
    expect(screen.getByText(`Page 1 of ${Math.ceil(db.ticket.count() / 25)}`)).toBeInTheDocument();

    const buffering = rowOf(list, 'Plex buffers on 4K remuxes since yesterday');
    expect(within(buffering).getByRole('link')).toHaveAttribute('href', '/app/admin/support/tickets/1045');
    const details = within(buffering).getByRole('list', { name: 'Details' });
    expect(details).toHaveTextContent('#1045');
    expect(details).toHaveTextContent('Jordan Lee');
    expect(details).toHaveTextContent('plex@demo.test');
    expect(details).toHaveTextContent('Unassigned');
    expect(details).toHaveTextContent(/Updated \d+ minutes ago/);
    for (const badge of ['Unread', 'High priority', 'Open']) expect(within(buffering).getByText(badge)).toBeInTheDocument();

    // An answered ticket, found by its subject: newer tickets may push it off the first page.
    unmount();
    const { list: found } = await openTickets('/app/admin/support?q=Invite%20to%20my%20Plex%20server');
    const answered = rowOf(found, 'Invite to my Plex server is not arriving');
    expect(within(answered).getByRole('list', { name: 'Details' })).toHaveTextContent('Assigned to Emma Clarke');
    expect(within(answered).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(answered).getByText('Answered')).toBeInTheDocument();
  });

  it('filters by status, priority and assignee through the address', async () => {
    const { user, router } = await openTickets();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    await waitFor(() => expect(address(router).get('status')).toBe('closed'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Urgent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Nobody');
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed&priority=urgent&assignee=none'));
    const expected = db.ticket.getAll().filter((ticket) => ticket.status === 'closed' && ticket.priority === 'urgent' && ticket.assignee_id === null);
    if (expected.length === 0) {
      expect(await screen.findByRole('heading', { name: 'No tickets match' })).toBeInTheDocument();
    } else {
      await waitFor(() => expect(rows(screen.getByRole('list', { name: 'Tickets' }))).toHaveLength(Math.min(25, expected.length)));
    }

    await user.click(screen.getAllByRole('button', { name: 'Clear the filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'Me');
    await waitFor(() => expect(address(router).get('assignee')).toBe('me'));
    const mine = db.ticket.getAll().filter((ticket) => ticket.assignee_id === 1).length;
    expect(await screen.findByText(`${mine} tickets match.`)).toBeInTheDocument();
    for (const row of rows(screen.getByRole('list', { name: 'Tickets' }))) expect(within(row).getByRole('list', { name: 'Details' })).toHaveTextContent('Assigned to Alex Morgan');
  });

  it('opens a bookmarked view as it was: a search, a filter and an order from the address', async () => {
    const { list, unmount } = await openTickets('/app/admin/support?q=%231052');
    await waitFor(() => expect(rows(list).map((row) => within(row).getByRole('link').textContent)).toEqual(['Invite to my Plex server is not arriving']));
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('#1052');
    unmount();

    const other = await openTickets('/app/admin/support?status=open&sort=priority.desc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priority.desc');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    const first = rows(other.list)[0]!;
    expect(within(first).getByText('Urgent')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
  });

  it('searches and sorts through the address, and pages', async () => {
    const { user, router } = await openTickets();
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), 'Becker{Enter}');
    await waitFor(() => expect(address(router).get('q')).toBe('Becker'));
    expect(await screen.findByRole('link', { name: 'Becker Archive shows an error after the node outage' })).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search tickets' }));
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Priority, most urgent first');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=priority.desc'));
    await waitFor(() => expect(within(rows(screen.getByRole('list', { name: 'Tickets' }))[0]!).getByText('Urgent')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(address(router).get('page')).toBe('2'));
    expect(await screen.findByText(/^Page 2 of/)).toBeInTheDocument();
  });

  it('says when nothing matches, and clears the filters', async () => {
    await signInAs('admin');
    const { user, router } = renderRoutes(supportRoutes, { url: '/app/admin/support?q=no-such-ticket-anywhere', realtime: true });
    expect(await screen.findByRole('heading', { name: 'No tickets match' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('no-such-ticket-anywhere');
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('');
  });

  it('says when the tickets could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/support/tickets' }]);
    await signInAs('admin');
    const { user } = renderRoutes(supportRoutes, { url: '/app/admin/support', realtime: true });
    expect(await screen.findByRole('heading', { name: 'The tickets could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Tickets' })).toBeInTheDocument();
  });

  it('keeps the count of new tickets in step with the tickets channel', async () => {
    const { realtime } = await openTickets();
    expect(await screen.findByText(`${seededNewTickets()} new tickets are waiting for an answer.`)).toBeInTheDocument();
    act(() => void realtime.emit('tickets', 'unread-tickets', { count: 42 }));
    expect(await screen.findByText('42 new tickets are waiting for an answer.')).toBeInTheDocument();
    act(() => void realtime.emit('tickets', 'unread-tickets', { count: 1 }));
    expect(await screen.findByText('1 new ticket is waiting for an answer.')).toBeInTheDocument();
    act(() => void realtime.emit('tickets', 'unread-tickets', { count: 0 }));
    expect(await screen.findByText('No new tickets are waiting.')).toBeInTheDocument();
  });
});
