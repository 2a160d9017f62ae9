import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { supportRoutes } from '../routes.tsx';

// A run downloads some 40 MB of test data through the demo backend.
vi.setConfig({ testTimeout: 60_000 });
const server = setupDemoBackend();
afterEach(() => signOutForTest());

/** Each test download takes a moment, as it does over a network, so the run can be watched. */
function slowSamples() {
  server.use(
    http.get('*/api/customer/support/buffering-test/sample', async () => {
      await delay(80);
      // Nothing returned: the demo backend's own handler answers.
      return undefined;
    }),
  );
}

async function openTest() {
  const view = renderRoutes(supportRoutes, { url: '/app/support/buffering-test' });
  // The first screen of a run waits for its lazy chunks to be transformed.
  await screen.findByRole('heading', { name: 'Test your connection' }, { timeout: 20_000 });
  return view;
}

describe('the buffering test', () => {
  it('measures the connection, shows its progress and then the result', async () => {
    slowSamples();
    await signInAs('customer-plex');
    const { user } = await openTest();
    expect(screen.getByText('Server: Jordan’s Plex (fra-01)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    const progress = await screen.findByRole('progressbar', { name: 'Test progress' });
    expect(progress).toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('button', { name: 'Cancel test' })).toBeInTheDocument();

    const heading = await screen.findByRole('heading', { name: /^Best quality: / }, { timeout: 45_000 });
    expect(heading).toHaveFocus();
    const recorded = db.bufferingTest.getAll();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ user_id: DEMO_IDS.users.plex, server_id: DEMO_IDS.servers.plex });
    expect(recorded[0]!.download_mbps).toBeGreaterThan(0);
    expect(screen.getByText('Download speed')).toBeInTheDocument();
    expect(screen.getByText('Delay (latency)')).toBeInTheDocument();
    expect(screen.getByText('Jitter')).toBeInTheDocument();
    expect(screen.getByText(/^Jordan’s Plex on node fra-01/)).toHaveTextContent('Operational');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run the test again' })).toBeInTheDocument();
  });

  it('shows the verdict the server gives, and points at the status page when the node is down', async () => {
    server.use(
      http.post('*/api/customer/support/buffering-test', async ({ request }) => {
        const body = (await request.json()) as { server_id: number };
        return HttpResponse.json({
          success: true,
          data: {
            id: 77,
            server: { id: body.server_id, name: 'Becker Archive' },
            node: { alias: 'nyc-01', location: 'New York', status: 'outage' },
            download_mbps: 300,
            latency_ms: 10,
            jitter_ms: 1,
            verdict: 'poor',
            max_quality: '4k',
            recommended_bitrate_mbps: 40,
            recommendation: 'Your connection supports 4K. The node nyc-01 has problems right now, which causes buffering whatever your connection: see the status page.',
            tested_at: new Date().toISOString(),
          },
        });
      }),
    );
    await login({ email: 'hannah.becker@demo.test', password: DEMO_PASSWORD });
    const { user } = await openTest();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Server' }), String(DEMO_IDS.servers.multiJellyfin));
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    await screen.findByRole('heading', { name: 'Best quality: 4K' }, { timeout: 45_000 });
    expect(screen.getByText('Poor connection')).toBeInTheDocument();
    expect(screen.getByText(/The node nyc-01 has problems right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the status page' })).toHaveAttribute('href', '/app/status');
  });

  it('says why a test could not finish, and runs again', async () => {
    server.use(
      http.get('*/api/customer/support/buffering-test/sample', () => HttpResponse.json({ success: false, message: 'The node is not reachable right now.' }, { status: 503 }), { once: true }),
    );
    await signInAs('customer-plex');
    const { user } = await openTest();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The test could not finish');
    expect(alert).toHaveTextContent('The node is not reachable right now.');
    slowSamples();
    await user.click(screen.getByRole('button', { name: 'Run the test again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(await screen.findByRole('button', { name: 'Cancel test' }));
    expect(await screen.findByRole('button', { name: 'Start the test' })).toBeInTheDocument();
    expect(db.bufferingTest.count()).toBe(0);
  });

  it('explains that there is nothing to test without a server', async () => {
    db.server.deleteMany({ where: { user_id: { equals: DEMO_IDS.users.emby } } });
    await signInAs('customer-emby');
    renderRoutes(supportRoutes, { url: '/app/support/buffering-test' });
    const empty = await screen.findByRole('heading', { name: 'No server to test' }, { timeout: 20_000 });
    expect(empty).toBeInTheDocument();
    expect(within(empty.parentElement!).getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/app/shop');
  });

  it('shows a failed load of the servers with a way to try again', async () => {
    server.use(http.get('*/api/customer/servers', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }), { once: true }));
    await signInAs('customer-plex');
    const { user } = renderRoutes(supportRoutes, { url: '/app/support/buffering-test' });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Your servers could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start the test' })).toBeInTheDocument();
  });
});
