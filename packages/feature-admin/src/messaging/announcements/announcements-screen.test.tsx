import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messagingForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 40_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

const MAINTENANCE = 'Maintenance on fra-02 this Sunday';
const DRAFT = 'Price changes for new plans in 2027';
const SCHEDULED = 'Support hours over the holidays';

async function open(url = '/app/admin/user-interaction/announcements') {
  await signInAs('admin');
  const view = renderRoutes(messagingForTests, { url });
  // The first screen of a run waits for its lazy chunks to be transformed.
  await screen.findByRole('heading', { level: 2, name: 'Announcements' }, { timeout: 20_000 });
  return view;
}

const list = () => screen.findByRole('list', { name: 'Announcements' });
const headers = async () => within(await list()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const itemOf = async (header: string) => within(await list()).getByRole('link', { name: header }).closest('li')!;
const customers = () => db.user.getAll().filter((user) => !user.admin && !user.is_moderator).length;

describe('the announcements', () => {
  it('lists every announcement, newest first, with its status, dates, size and how many have read it', async () => {
    await open();
    expect(await headers()).toEqual([SCHEDULED, MAINTENANCE, DRAFT, 'The request lounge has 4K lists', 'New node in Warsaw', 'Black Friday: 30% off yearly plans', 'Jellyfin 10.10 on every node']);
    expect(screen.getByText('7 announcements')).toBeInTheDocument();
    const maintenance = await itemOf(MAINTENANCE);
    expect(within(maintenance).getByText('Live')).toBeInTheDocument();
    expect(within(maintenance).getByText('Large')).toBeInTheDocument();
    expect(within(maintenance).getByText('No start or end date')).toBeInTheDocument();
    const ids = new Set(db.user.getAll().filter((user) => !user.admin && !user.is_moderator).map((user) => user.id));
    const read = db.announcementRead.getAll().filter((row) => row.announcement_id === 2 && ids.has(row.user_id)).length;
    expect(within(maintenance).getByText(`Read by ${read} of ${customers()} customers`)).toBeInTheDocument();
    expect(within(await itemOf(SCHEDULED)).getByText('Scheduled')).toBeInTheDocument();
    expect(within(await itemOf(SCHEDULED)).getByText((_, element) => element?.tagName === 'LI' && /^From .+ until .+$/.test(element.textContent ?? ''))).toBeInTheDocument();
    expect(within(await itemOf(DRAFT)).getByText('Draft')).toBeInTheDocument();
    expect(within(await itemOf(DRAFT)).getByText('Extra large')).toBeInTheDocument();
    expect(within(await itemOf('New node in Warsaw')).getByText('Past')).toBeInTheDocument();
  });

  it('filters by status and searches through the address', async () => {
    const { user, router } = await open('/app/admin/user-interaction/announcements?status=live');
    await waitFor(async () => expect(await headers()).toEqual([MAINTENANCE, 'The request lounge has 4K lists']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('live');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'past');
    await waitFor(() => expect(router.state.location.search).toBe('?status=past'));
    await waitFor(async () => expect(await headers()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search announcements' }), 'warsaw{Enter}');
    await waitFor(async () => expect(await headers()).toEqual(['New node in Warsaw']));
    expect(screen.getByText('1 announcement')).toBeInTheDocument();
  });

  it('says when nothing matches, with a way back to all of them', async () => {
    const { user } = await open('/app/admin/user-interaction/announcements?search=nothing-like-this');
    expect(await screen.findByRole('heading', { level: 3, name: 'No announcements match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await headers()).toHaveLength(7);
  });

  it('says when there are none yet', async () => {
    db.announcement.deleteMany({ where: { id: { gte: 0 } } });
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'No announcements yet' })).toBeInTheDocument();
  });

  it('says when they could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction/announcements' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The announcements could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so when the answer cannot be read', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/admin/user-interaction/announcements' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The announcements could not be loaded' })).toBeInTheDocument();
  });

  it('previews one exactly as customers see it, without marking it read', async () => {
    const { user } = await open();
    const reads = db.announcementRead.count();
    await user.click(within(await itemOf(MAINTENANCE)).getByRole('button', { name: `Preview ${MAINTENANCE}` }));
    const dialog = await screen.findByRole('dialog', { name: MAINTENANCE });
    expect(dialog).toHaveAccessibleDescription(/We are patching fra-02 on Sunday/);
    expect(within(dialog).getByText('fra-02', { selector: 'strong' })).toBeVisible();
    await user.click(within(dialog).getByRole('switch', { name: "Don't show this again" }));
    await user.click(within(dialog).getByRole('link', { name: 'status page' }));
    expect(screen.getByRole('dialog', { name: MAINTENANCE })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.announcementRead.count()).toBe(reads);
  });

  it('publishes a draft and unpublishes it again', async () => {
    const { user } = await open();
    await user.click(within(await itemOf(DRAFT)).getByRole('button', { name: `Publish ${DRAFT}` }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The announcement has been published');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(async () => expect(within(await itemOf(DRAFT)).getByText('Live')).toBeInTheDocument());

    await user.click(within(await itemOf(DRAFT)).getByRole('button', { name: `Unpublish ${DRAFT}` }));
    const again = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(again).toHaveTextContent('The announcement has been unpublished');
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(async () => expect(within(await itemOf(DRAFT)).getByText('Draft')).toBeInTheDocument());
  });

  it("says 'Whoops!' with the server's message when publishing fails", async () => {
    const { user } = await open();
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction/announcements/*/publish' }]);
    await user.click(within(await itemOf(DRAFT)).getByRole('button', { name: `Publish ${DRAFT}` }));
    expect(await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ })).toHaveTextContent('Server Error');
  });

  it('deletes one after a confirmation that names it', async () => {
    const { user } = await open();
    await user.click(within(await itemOf(SCHEDULED)).getByRole('button', { name: `Delete ${SCHEDULED}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${SCHEDULED}?` });
    expect(confirm).toHaveTextContent(`The announcement "${SCHEDULED}" is deleted with the record of who has read it.`);
    await user.click(within(confirm).getByRole('button', { name: 'Delete announcement' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent('The announcement has been deleted');
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(async () => expect(await headers()).not.toContain(SCHEDULED));
    expect(db.announcement.findFirst({ where: { header: { equals: SCHEDULED } } })).toBeNull();
  });
});
