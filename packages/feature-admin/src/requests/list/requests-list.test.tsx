import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/requests/movies') {
  await signInAs('admin');
  const rendered = renderRoutes(requestRoutes, { url });
  await screen.findByRole('heading', { level: 1, name: 'Request lounge' });
  // The page's own code loads below the layout: slow on a busy machine.
  await screen.findByRole('heading', { level: 2, name: /requests$/ }, { timeout: 10_000 });
  return rendered;
}

const table = (name: RegExp = /^Movie requests \(\d+\)$/) => screen.findByRole('table', { name }, { timeout: 5_000 });
const titles = (list: HTMLElement) => within(list).getAllByRole('row').slice(1).map((row) => row.querySelector('strong')?.textContent);
const rowOf = (list: HTMLElement, title: string) => within(list).getAllByRole('row').find((row) => row.querySelector('strong')?.textContent === title)!;
const request = (id: number) => db.mediaRequest.findFirst({ where: { id: { equals: id } } })!;
const notificationsOf = (userId: number) => db.notification.getAll().filter((row) => row.user_id === userId);

describe('the movie requests', () => {
  it('shows every customer’s movie requests, newest first, with who asked, when and their status', async () => {
    await open();
    const list = await table();
    const movies = db.mediaRequest.getAll().filter((row) => db.mediaItem.findFirst({ where: { id: { equals: row.media_id } } })?.type === 'movie');
    expect(list).toHaveAccessibleName(`Movie requests (${movies.length})`);
    expect(titles(list)).toHaveLength(25);
    expect(screen.getByRole('navigation', { name: 'Request pages' })).toHaveTextContent(/Page 1 of \d+/);
  });

  it('keeps the search, the filters and the order in the address, and opens a bookmarked view as it was left', async () => {
    const { user, router } = await open('/app/admin/requests/movies?q=plex%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toEqual(['Detour', 'Carnival of Souls', 'Nosferatu', 'Plan 9 from Outer Space']));
    const detour = rowOf(list, 'Detour');
    expect(within(detour).getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute('href', '/app/admin/users/3');
    expect(within(detour).getByText('Pending')).toBeInTheDocument();
    expect(within(rowOf(list, 'Nosferatu')).getByText('Nothing to do')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'declined');
    await waitFor(() => expect(router.state.location.search).toBe('?q=plex%40demo.test&status=declined'));
    await waitFor(async () => expect(titles(await table())).toEqual(['Plan 9 from Outer Space']));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'title');
    await waitFor(() => expect(router.state.location.search).toContain('sort=title'));
  });

  it('lists the shows on their own page, with the seasons asked for', async () => {
    await open('/app/admin/requests/tv-shows?q=plex%40demo.test');
    const list = await table(/^TV show requests \(\d+\)$/);
    await waitFor(() => expect(titles(list)).toEqual(['Bonanza']));
    expect(within(rowOf(list, 'Bonanza')).getByText('Every season')).toBeInTheDocument();
  });

  it('says when no request matches, with a way back to all of them', async () => {
    const { user, router } = await open('/app/admin/requests/movies?q=no-such-request');
    expect(await screen.findByRole('heading', { name: 'No requests match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every request' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when there are no requests at all', async () => {
    db.mediaRequest.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();
  });

  it('says when the requests could not be loaded, or came back unreadable', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The requests could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an answer it cannot read as an error', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/admin/requests' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The requests could not be loaded' })).toBeInTheDocument();
  });

  it('approves a request, then marks it available: the customer is told and the title is available', async () => {
    const { user } = await open('/app/admin/requests/movies?q=emby%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toContain('The Gold Rush'));
    await user.click(within(rowOf(list, 'The Gold Rush')).getByRole('button', { name: 'Approve' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The request for The Gold Rush (1925) has been approved.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(rowOf(list, 'The Gold Rush')).getByText('Approved')).toBeInTheDocument());

    await user.click(within(rowOf(list, 'The Gold Rush')).getByRole('button', { name: 'Mark available' }));
    const available = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(available).toHaveTextContent('The Gold Rush (1925) is now available.');
    expect(request(6).status).toBe('available');
    expect(db.mediaItem.findFirst({ where: { id: { equals: 23 } } })?.available).toBe(true);
    expect(notificationsOf(4).map((row) => row.title)).toEqual(expect.arrayContaining(['Your request has been approved', 'Your request is available']));
  });

  it('declines a request with a reason that the customer is sent', async () => {
    const { user } = await open('/app/admin/requests/movies?q=emby%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toContain('The Gold Rush'));
    await user.click(within(rowOf(list, 'The Gold Rush')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request for The Gold Rush?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'No copy in a watchable quality exists.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The request for The Gold Rush (1925) has been declined.');
    expect(request(6).status).toBe('declined');
    const notice = notificationsOf(4).find((row) => row.title === 'Your request was declined');
    expect(notice?.content).toContain('No copy in a watchable quality exists.');
  });

  it('keeps the reason and shows the server’s objection next to it when the decline is refused', async () => {
    setFaults([{ kind: 'status-422', path: '/api/admin/requests/*/decline' }]);
    const { user } = await open('/app/admin/requests/movies?q=emby%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toContain('The Gold Rush'));
    await user.click(within(rowOf(list, 'The Gold Rush')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request for The Gold Rush?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason (optional)' });
    await user.type(reason, 'Not in our region.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveValue('Not in our region.');
    expect(request(6).status).toBe('pending');
  });

  it('says why a decision failed', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/*/approve' }]);
    const { user } = await open('/app/admin/requests/movies?q=emby%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toContain('The Gold Rush'));
    await user.click(within(rowOf(list, 'The Gold Rush')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ })).toBeInTheDocument();
    expect(request(6).status).toBe('pending');
  });

  it('marks the chosen requests available and says which failed and why', async () => {
    const { user } = await open('/app/admin/requests/movies?q=plex%40demo.test');
    const list = await table();
    await waitFor(() => expect(titles(list)).toHaveLength(4));
    await user.click(within(list).getByRole('checkbox', { name: 'Select Detour (1945), Jordan Lee' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Select Plan 9 from Outer Space (1957), Jordan Lee' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions on requests' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Mark available' }));

    const summary = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(summary).toHaveTextContent('1 of 2 requests succeeded, 1 failed.');
    const failed = within(summary).getByRole('region', { name: 'Failed' });
    expect(failed).toHaveTextContent('Plan 9 from Outer Space (1957), Jordan Lee');
    expect(failed).toHaveTextContent('This request is already declined.');
    expect(within(summary).getByRole('region', { name: 'Succeeded' })).toHaveTextContent('Detour (1945), Jordan Lee');
    await user.click(within(summary).getByRole('button', { name: 'OK' }));
    // The failed request stays chosen, to try again.
    expect(within(screen.getByRole('region', { name: 'Bulk actions on requests' })).getByText('1 selected')).toBeInTheDocument();
    expect(request(1).status).toBe('available');
    expect(request(4).status).toBe('declined');
  });

  it('declines every request of a page with one reason', async () => {
    const { user } = await open('/app/admin/requests/movies?q=plex%40demo.test&status=pending');
    const list = await table();
    await waitFor(() => expect(titles(list)).toEqual(['Detour']));
    await user.click(within(list).getByRole('checkbox', { name: 'Select every request on this page' }));
    await user.click(within(screen.getByRole('region', { name: 'Bulk actions on requests' })).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request for Detour?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Out of print.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('1 request has been declined.');
    expect(request(1).status).toBe('declined');
  });
});
