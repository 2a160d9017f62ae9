import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whmcsTestRoutes } from '../shared/test-routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./container-screen.tsx');
}, 120_000);

const { resellerLon, resellerWaw } = DEMO_IDS.nodes;

async function open(url: string) {
  await signInAs('reseller');
  renderRoutes(whmcsTestRoutes, { url });
}

describe('a container as WHMCS sees it', () => {
  it('shows its WHMCS service and client, and its invites, each a link to its page', async () => {
    await open(`/app/reseller-panel/whmcs/node/${resellerLon}/server/801`);
    expect(await screen.findByRole('heading', { level: 2, name: /^Container plex-/ })).toBeInTheDocument();
    expect(screen.getByText('#4104')).toBeInTheDocument();
    expect(screen.getByText('Aisha Adeyemi')).toBeInTheDocument();
    expect(screen.getByText('Plex Starter')).toBeInTheDocument();
    const invites = screen.getByRole('list', { name: /^Invites of / });
    expect(within(invites).getAllByRole('listitem')).toHaveLength(3);
    expect(within(invites).getByRole('link', { name: 'partner.801@okafor-media.test' })).toHaveAttribute(
      'href',
      `/app/reseller-panel/whmcs/node/${resellerLon}/server/801/invites/7`,
    );
    expect(within(invites).getByText('Revoked')).toBeInTheDocument();
  });

  it('says when no WHMCS service bills the container', async () => {
    await open(`/app/reseller-panel/whmcs/node/${resellerLon}/server/17`);
    expect(await screen.findByText('No WHMCS service bills this container: it was set up by hand.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No invites yet' })).toBeInTheDocument();
  });

  it('is not found on another node', async () => {
    await open(`/app/reseller-panel/whmcs/node/${resellerWaw}/server/801`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Container not found' })).toBeInTheDocument();
  });

  it('says when it could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/whmcs/nodes/*/containers/*' }]);
    await open(`/app/reseller-panel/whmcs/node/${resellerLon}/server/801`);
    expect(await screen.findByRole('heading', { name: 'The container could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
