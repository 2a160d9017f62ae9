import { DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { signOutForTest } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { details, openServer, serverRow as row } from './test/support.ts';

setupDemoBackend();
afterEach(() => signOutForTest());

const { servers } = DEMO_IDS;

describe('the server page', () => {
  it('shows the server’s name, type, status, node, plan and address', async () => {
    await signInAs('customer-plex');
    await openServer(servers.plex);
    const plex = row(servers.plex);
    const summary = details();
    expect(summary.getByText('Plex')).toBeInTheDocument();
    expect(summary.getByText('Running')).toBeInTheDocument();
    expect(summary.getByText('fra-01')).toBeInTheDocument();
    expect(summary.getByText(plex.plan!)).toBeInTheDocument();
    const address = summary.getByRole('link', { name: /opens in a new tab/ });
    expect(address).toHaveAttribute('href', `${plex.url}/`);
    expect(address).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Your servers' })).toHaveAttribute('href', '/app/dashboard');
  });

  it('shows the ping with its latency', async () => {
    await signInAs('customer-plex');
    await openServer(servers.plex);
    expect(await details().findByText(/^Online · \d+ ms$/)).toBeInTheDocument();
  });
});
