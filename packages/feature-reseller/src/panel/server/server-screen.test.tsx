import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { panelRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./server-screen.tsx');
}, 120_000);

/** Ferreira Plex: a reseller customer's running server on the London node. */
const RUNNING = 9;

async function open(id: number) {
  await signInAs('reseller');
  const rendered = renderRoutes(panelRoutes, { url: `/app/reseller-panel/server/${id}` });
  await screen.findAllByRole('heading', { level: 2 });
  return rendered;
}

const status = (id: number) => db.server.findFirst({ where: { id: { equals: id } } })?.status;

describe('a reseller’s server', () => {
  it('shows the server, its owner and its node', async () => {
    await open(RUNNING);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ferreira Plex' })).toBeInTheDocument();
    expect(screen.getByText('Lucas Ferreira')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lon-r1' })).toHaveAttribute('href', '/app/reseller-panel/node/6');
    for (const name of ['Stop', 'Restart', 'Suspend']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
  });

  it('asks before suspending, then says Done!', async () => {
    const { user } = await open(RUNNING);
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Ferreira Plex?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend the server' }));
    const done = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(done).toHaveTextContent('The server has been suspended.');
    expect(['stopping', 'suspended']).toContain(status(RUNNING));
  });

  it('changes nothing when stopping is cancelled', async () => {
    const { user } = await open(RUNNING);
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Stop Ferreira Plex?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(status(RUNNING)).toBe('running');
  });

  it('restarts at once, and says Whoops! with the server’s message when it fails', async () => {
    const { user } = await open(RUNNING);
    setFaults([{ kind: 'status-500', path: '/api/reseller/servers/*/restart', method: 'post' }]);
    await user.click(await screen.findByRole('button', { name: 'Restart' }));
    expect(await screen.findByRole('alertdialog', { name: /Whoops!|Uh oh!/ })).toBeInTheDocument();
    expect(status(RUNNING)).toBe('running');
  });

  it('offers only Unsuspend for a suspended server', async () => {
    const suspended = db.server.getAll().find((server) => server.node_id === 6 && server.status === 'suspended')!;
    const { user } = await open(suspended.id);
    await user.click(await screen.findByRole('button', { name: 'Unsuspend' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('unsuspended');
    expect(['starting', 'running']).toContain(status(suspended.id));
  });

  it('is not found for a server on another node', async () => {
    await open(1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Server not found' })).toBeInTheDocument();
  });
});
