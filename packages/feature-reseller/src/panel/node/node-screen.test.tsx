import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { panelRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./node-screen.tsx');
}, 120_000);

const { resellerLon, resellerWaw, fra01 } = DEMO_IDS.nodes;

describe('a reseller’s node', () => {
  it('shows the node with its capacity and its servers, each a link to its page', async () => {
    await signInAs('reseller');
    renderRoutes(panelRoutes, { url: `/app/reseller-panel/node/${resellerLon}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Node lon-r1' })).toBeInTheDocument();
    expect(screen.getByText('21 of 24')).toBeInTheDocument();
    const servers = screen.getByRole('list', { name: 'Servers on lon-r1' });
    expect(within(servers).getAllByRole('listitem')).toHaveLength(21);
    expect(within(servers).getByRole('link', { name: 'Ferreira Plex' })).toHaveAttribute('href', '/app/reseller-panel/server/9');
  });

  it('is not found for a node the reseller does not run', async () => {
    await signInAs('reseller');
    renderRoutes(panelRoutes, { url: `/app/reseller-panel/node/${fra01}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Node not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/app/reseller-panel');
  });

  it('is not found for a user with another node', async () => {
    await login({ email: 'node@demo.test', password: 'demo1234' });
    renderRoutes(panelRoutes, { url: `/app/reseller-panel/node/${resellerLon}` });
    expect(await screen.findByRole('heading', { level: 2, name: 'Node not found' })).toBeInTheDocument();
  });

  it('says when it could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/nodes/*' }]);
    await signInAs('reseller');
    renderRoutes(panelRoutes, { url: `/app/reseller-panel/node/${resellerWaw}` });
    expect(await screen.findByRole('heading', { name: 'The node could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
