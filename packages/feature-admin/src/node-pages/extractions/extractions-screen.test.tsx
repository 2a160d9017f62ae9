import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodePagesForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });
setupDemoBackend();
afterEach(() => signOutForTest());

const { fra01, resellerWaw } = DEMO_IDS.nodes;

async function openExtractions(search = '', nodeId: number = fra01) {
  await signInAs('admin');
  const view = renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${nodeId}/extractions${search}` });
  await screen.findByRole('heading', { level: 2, name: 'Extractions' }, { timeout: 20_000 });
  return view;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** One known extraction of each kind on waw-r1, which has none of its own. */
function knownExtractions() {
  const base = { node_id: resellerWaw, process_id: null };
  db.nodeExtraction.create({
    ...base,
    id: 9001,
    archive: '/mnt/uploads/migrations/plex-ethan-brooks-config.tar.gz',
    target: '/mnt/uploads/migrations',
    size_bytes: 1_482_000_000,
    status: 'completed',
    started_at: '2026-01-10T03:00:00.000Z',
    finished_at: '2026-01-10T03:00:09.000Z',
    requested_by: DEMO_IDS.users.admin,
    error: null,
  });
  db.nodeExtraction.create({
    ...base,
    id: 9002,
    archive: '/mnt/uploads/nightly/subtitles-2026-01-11.tar.gz',
    target: '/mnt/uploads/nightly',
    size_bytes: 88_000_000,
    status: 'failed',
    started_at: '2026-01-11T02:00:00.000Z',
    finished_at: '2026-01-11T02:00:01.000Z',
    requested_by: null,
    error: 'gzip: stdin: not in gzip format',
  });
}

describe('a node’s extractions', () => {
  it('lists the archives, newest first, with where they went, size, status, times and who asked', async () => {
    knownExtractions();
    await openExtractions('', resellerWaw);
    const table = await screen.findByRole('table', { name: 'Extractions on this node, 2 in all' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Archive',
      'Extracted into',
      'Size',
      'Status',
      'Started',
      'Finished',
      'Requested by',
    ]);
    const [failed, completed] = rows();
    expect(cells(failed!)[0]).toBe('/mnt/uploads/nightly/subtitles-2026-01-11.tar.gzgzip: stdin: not in gzip format');
    expect(cells(failed!).slice(1, 4)).toEqual(['/mnt/uploads/nightly', '88 MB', 'Failed']);
    expect(cells(failed!)[6]).toBe('Not recorded');
    expect(cells(completed!).slice(1, 4)).toEqual(['/mnt/uploads/migrations', '1.5 GB', 'Completed']);
    expect(within(completed!).getByRole('link', { name: 'Alex Morgan' })).toHaveAttribute('href', '/app/admin/users/1');
  });

  it('shows the one still running without a finish', async () => {
    await openExtractions();
    await screen.findByRole('table');
    const running = rows()[0]!;
    expect(cells(running)[3]).toBe('Running');
    expect(cells(running)[5]).toBe('–');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('searches, filters by status and orders, in the address', async () => {
    knownExtractions();
    const { user, router } = await openExtractions('', resellerWaw);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search archives and folders' }), 'migrations{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=migrations'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.clear(screen.getByRole('searchbox', { name: 'Search archives and folders' }));
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cells(rows()[0]!)[3]).toBe('Failed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Largest first');
    await waitFor(() => expect(cells(rows()[0]!)[2]).toBe('1.5 GB'));
  });

  it('says when nothing matches, and clears the search and filters', async () => {
    knownExtractions();
    const { user } = await openExtractions('?q=nothing-like-this', resellerWaw);
    expect(await screen.findByRole('heading', { level: 3, name: 'No extractions match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every extraction' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('says when nothing was ever extracted on the node', async () => {
    await openExtractions('', resellerWaw);
    expect(await screen.findByRole('heading', { level: 3, name: 'No archives extracted yet' })).toBeInTheDocument();
  });

  it('extracts an archive from the form and lists it', async () => {
    const { user } = await openExtractions('', resellerWaw);
    await screen.findByRole('heading', { name: 'No archives extracted yet' });
    const form = screen.getByRole('form', { name: 'Extract an archive' });
    await user.type(within(form).getByRole('textbox', { name: 'Archive on the node' }), '/mnt/uploads/plex-ethan-brooks-library.tar.gz');
    await user.click(within(form).getByRole('button', { name: 'Extract' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('/mnt/uploads/plex-ethan-brooks-library.tar.gz is being extracted on waw-r1.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cells(rows()[0]!).slice(0, 2)).toEqual(['/mnt/uploads/plex-ethan-brooks-library.tar.gz', '/mnt/uploads']);
    // The form starts empty for the next archive.
    expect(within(screen.getByRole('form', { name: 'Extract an archive' })).getByRole('textbox', { name: 'Archive on the node' })).toHaveValue('');
  });

  it('checks the path before sending it', async () => {
    const { user } = await openExtractions('', resellerWaw);
    const form = await screen.findByRole('form', { name: 'Extract an archive' });
    await user.click(within(form).getByRole('button', { name: 'Extract' }));
    const field = within(form).getByRole('textbox', { name: 'Archive on the node' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the path of the archive on the node.'));
    await user.type(field, 'uploads/import.tar');
    await user.click(within(form).getByRole('button', { name: 'Extract' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter the full path, starting with /.'));
  });

  it('shows the server’s refusal next to the field and keeps what was typed', async () => {
    setFaults([{ kind: 'status-422', path: '/api/admin/nodes/*/extract-tar' }]);
    const { user } = await openExtractions('', resellerWaw);
    const form = await screen.findByRole('form', { name: 'Extract an archive' });
    const field = within(form).getByRole('textbox', { name: 'Archive on the node' });
    await user.type(field, '/mnt/uploads/import.tar.gz');
    await user.click(within(form).getByRole('button', { name: 'Extract' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveValue('/mnt/uploads/import.tar.gz');
    expect(screen.queryByRole('alertdialog', { name: 'Done!' })).not.toBeInTheDocument();
  });

  it('says Whoops! when the extraction fails, keeping the path', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes/*/extract-tar' }]);
    const { user } = await openExtractions('', resellerWaw);
    const form = await screen.findByRole('form', { name: 'Extract an archive' });
    const field = within(form).getByRole('textbox', { name: 'Archive on the node' });
    await user.type(field, '/mnt/uploads/import.tar.gz');
    await user.click(within(form).getByRole('button', { name: 'Extract' }));
    expect(await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ })).toBeInTheDocument();
    expect(field).toHaveValue('/mnt/uploads/import.tar.gz');
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', method: 'get', path: '/api/admin/nodes/*/extractions' }]);
    const { user } = await openExtractions();
    expect(await screen.findByRole('heading', { level: 3, name: 'The extractions could not be loaded' })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
