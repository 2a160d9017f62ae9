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

const BASE = '/app/admin/user-interaction/announcements';
const DRAFT_ID = 7;
const DRAFT = 'Price changes for new plans in 2027';

async function open(url: string, heading: string | RegExp) {
  await signInAs('admin');
  const view = renderRoutes(messagingForTests, { url });
  await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 20_000 });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('a new announcement', () => {
  it('says what is missing next to the fields, then saves and publishes it', async () => {
    const { user, router } = await open(`${BASE}/new`, 'New announcement');
    await user.click(screen.getByRole('button', { name: 'Save announcement' }));
    expect(await screen.findByText('Enter a header.')).toBeInTheDocument();
    expect(screen.getByText('Write what the announcement says.')).toBeInTheDocument();
    expect(field('Header')).toHaveFocus();

    await user.type(field('Header'), 'Plex 1.41 everywhere');
    await user.type(field('Content'), '<p>Every Plex server now runs <strong>1.41</strong>.</p>');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Size/ }), 'sm');
    await user.click(screen.getByRole('switch', { name: /^Published/ }));

    // The preview is the customers' dialog with what was typed.
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Plex 1.41 everywhere' });
    expect(within(preview).getByText('1.41', { selector: 'strong' })).toBeVisible();
    expect(within(preview).getByRole('switch', { name: "Don't show this again" })).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Save announcement' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The announcement has been published');
    const row = db.announcement.findFirst({ where: { header: { equals: 'Plex 1.41 everywhere' } } });
    expect(row).toMatchObject({ size: 'sm', active: true, content: '<p>Every Plex server now runs <strong>1.41</strong>.</p>' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
  });

  it('wants the end after the start', async () => {
    const { user } = await open(`${BASE}/new`, 'New announcement');
    await user.type(field('Header'), 'Dates');
    await user.type(field('Content'), '<p>x</p>');
    const start = screen.getByLabelText(/^Start/);
    const end = screen.getByLabelText(/^End/);
    await user.type(start, '2030-05-10T10:00');
    await user.type(end, '2030-05-09T10:00');
    await user.click(screen.getByRole('button', { name: 'Save announcement' }));
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(db.announcement.findFirst({ where: { header: { equals: 'Dates' } } })).toBeNull();
  });
});

describe('changing an announcement', () => {
  it('shows it with its status and readers, and saves the changes', async () => {
    const { user } = await open(`${BASE}/${DRAFT_ID}`, 'Edit announcement');
    expect(field('Header')).toHaveValue(DRAFT);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText(/Read by 0 of \d+ customers/)).toBeInTheDocument();
    await user.clear(field('Header'));
    await user.type(field('Header'), 'New prices from January');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The announcement has been updated');
    expect(db.announcement.findFirst({ where: { id: { equals: DRAFT_ID } } })?.header).toBe('New prices from January');
  });

  it("shows the server's 422 next to the fields and keeps what was typed", async () => {
    const { user } = await open(`${BASE}/${DRAFT_ID}`, 'Edit announcement');
    setFaults([{ kind: 'status-422', path: '/api/admin/user-interaction/announcements/*', method: 'put' }]);
    await user.clear(field('Header'));
    await user.type(field('Header'), 'Typed and kept');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The header field is invalid.')).toBeInTheDocument();
    expect(field('Header')).toHaveValue('Typed and kept');
    expect(field('Header')).toHaveAccessibleDescription(/The header field is invalid\./);
    expect(db.announcement.findFirst({ where: { id: { equals: DRAFT_ID } } })?.header).toBe(DRAFT);
  });

  it('deletes it after a confirmation that names it', async () => {
    const { user, router } = await open(`${BASE}/${DRAFT_ID}`, 'Edit announcement');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${DRAFT}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Delete announcement' }));
    const poof = await screen.findByRole('alertdialog', { name: 'Poof!' });
    expect(poof).toHaveTextContent('The announcement has been deleted');
    await user.click(within(poof).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(BASE));
    expect(db.announcement.findFirst({ where: { id: { equals: DRAFT_ID } } })).toBeNull();
  });

  it('says when there is no such announcement', async () => {
    await signInAs('admin');
    renderRoutes(messagingForTests, { url: `${BASE}/999` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Announcement not found' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/app/admin/user-interaction/announcements');
  });

  it('says when it could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/user-interaction/announcements/*' }]);
    await signInAs('admin');
    renderRoutes(messagingForTests, { url: `${BASE}/${DRAFT_ID}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'The announcement could not be loaded' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
