import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_IDS, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { whmcsTestRoutes } from '../shared/test-routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());
beforeAll(async () => {
  await import('./node-screen.tsx');
}, 120_000);

const { resellerLon, fra01 } = DEMO_IDS.nodes;

async function open(url = `/app/reseller-panel/whmcs/node/${resellerLon}`) {
  await signInAs('reseller');
  renderRoutes(whmcsTestRoutes, { url });
}

describe('a node as WHMCS sees it', () => {
  it('lists its containers with their WHMCS service, client and status, a page at a time', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Node lon-r1 in WHMCS' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Containers on lon-r1' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('21 containers')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Container pages' })).toBeInTheDocument();
    const row = within(list).getByText('Service #4104').closest('li');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Aisha Adeyemi')).toBeInTheDocument();
    expect(within(row!).getByText('Active')).toBeInTheDocument();
    expect(within(row!).getByRole('link')).toHaveAttribute('href', `/app/reseller-panel/whmcs/node/${resellerLon}/server/801`);
  });

  it('filters by WHMCS status in the address', async () => {
    const user = userEvent.setup();
    await open();
    await screen.findByRole('list', { name: 'Containers on lon-r1' });
    await user.selectOptions(screen.getByLabelText('WHMCS status'), 'none');
    expect(await screen.findByText('3 containers')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Containers on lon-r1' });
    expect(within(list).getAllByText('Not in WHMCS')).toHaveLength(3);
  });

  it('says when nothing matches, with a way to show everything', async () => {
    await open(`/app/reseller-panel/whmcs/node/${resellerLon}?search=nobody-at-all`);
    expect(await screen.findByRole('heading', { name: 'No containers match' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show every container' })).toBeInTheDocument();
  });

  it('is not found for a node the reseller does not run', async () => {
    await open(`/app/reseller-panel/whmcs/node/${fra01}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Node not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to WHMCS' })).toHaveAttribute('href', '/app/reseller-panel/whmcs');
  });

  it('says when the containers could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/reseller/whmcs/nodes/*/containers' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The containers could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
