import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodePagesForTests } from '../test-routes.tsx';

vi.setConfig({ testTimeout: 30_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

const { fra01, resellerWaw } = DEMO_IDS.nodes;

async function openReboots(search = '', nodeId: number = fra01) {
  await signInAs('admin');
  const view = renderRoutes(nodePagesForTests, { url: `/app/admin/nodes/${nodeId}/reboots${search}` });
  await screen.findByRole('heading', { level: 2, name: 'Reboot history' }, { timeout: 20_000 });
  return view;
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** Two reboots of a known length on waw-r1, instead of its seeded ones. */
function knownReboots() {
  db.nodeReboot.deleteMany({ where: { node_id: { equals: resellerWaw } } });
  const at = (iso: string) => new Date(iso).toISOString();
  db.nodeReboot.create({ id: 9001, node_id: resellerWaw, requested_by: DEMO_IDS.users.secondAdmin, reason: 'Kernel update', started_at: at('2026-01-10T03:00:00Z'), back_online_at: at('2026-01-10T03:03:12Z'), outcome: 'completed', process_id: null });
  db.nodeReboot.create({ id: 9002, node_id: resellerWaw, requested_by: null, reason: null, started_at: at('2026-01-12T22:15:00Z'), back_online_at: at('2026-01-12T23:22:00Z'), outcome: 'timed-out', process_id: null });
}

describe('a node’s reboots', () => {
  it('lists the reboots, newest first, with who asked, why, when it was back and how long it took', async () => {
    knownReboots();
    await openReboots('', resellerWaw);
    const table = await screen.findByRole('table', { name: 'Reboots of this node, 2 in all' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Started', 'Requested by', 'Reason', 'Back online', 'Duration', 'Outcome']);
    const [newest, older] = rows();
    expect(cells(newest!).slice(1)).toEqual(['Not recorded', 'No reason given', expect.stringContaining('2026'), '1 h 7 min', 'Timed out']);
    expect(cells(older!).slice(1)).toEqual(['Sam Rivera', 'Kernel update', expect.stringContaining('2026'), '3 min 12 s', 'Back online']);
    expect(within(older!).getByRole('link', { name: 'Sam Rivera' })).toHaveAttribute('href', `/app/admin/users/${DEMO_IDS.users.secondAdmin}`);
    expect(within(older!).getAllByRole('cell')[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-01-10T03:00:00.000Z');
  });

  it('pages through the history in the address', async () => {
    const { user, router } = await openReboots();
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('filters by outcome and orders by duration, through the address', async () => {
    knownReboots();
    const { user, router } = await openReboots('', resellerWaw);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Shortest first');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=shortest'));
    await waitFor(() => expect(cells(rows()[0]!)[4]).toBe('3 min 12 s'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'Timed out');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=shortest&outcome=timed-out'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(cells(rows()[0]!)[5]).toBe('Timed out');
  });

  it('offers every reboot again when none has the outcome', async () => {
    const { user } = await openReboots('?outcome=in-progress');
    expect(await screen.findByRole('heading', { level: 3, name: 'No reboots with this outcome' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every reboot' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says when the node has never rebooted', async () => {
    db.nodeReboot.deleteMany({ where: { node_id: { equals: resellerWaw } } });
    await openReboots('', resellerWaw);
    expect(await screen.findByRole('heading', { level: 3, name: 'No reboots yet' })).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/nodes/*/reboots' }]);
    const { user } = await openReboots();
    expect(await screen.findByRole('heading', { level: 3, name: 'The reboots could not be loaded' })).toBeInTheDocument();
    setFaults([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows a reboot whose answer leaves out what is not known', async () => {
    server.use(
      http.get('*/api/admin/nodes/:id/reboots', () =>
        HttpResponse.json({ success: true, data: [{ id: 1, started_at: '2026-01-14T08:00:00Z', outcome: 'in-progress' }], meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 } }),
      ),
    );
    await openReboots();
    await screen.findByRole('table');
    expect(cells(rows()[0]!).slice(1)).toEqual(['Not recorded', 'No reason given', '–', '–', 'Rebooting']);
  });
});
