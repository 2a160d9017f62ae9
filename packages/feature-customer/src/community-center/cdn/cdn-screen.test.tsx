import { signOutForTest } from '@portal/api-client/testing';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { communityRoutes } from '../routes.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

async function openCdn(role: Parameters<typeof signInAs>[0] = 'customer-plex') {
  await signInAs(role);
  const view = renderRoutes(communityRoutes, { url: '/app/community-center/cdn' });
  const group = await screen.findByRole('group', { name: 'Preferred node' });
  return { ...view, group };
}

describe('the community CDN', () => {
  it('lists the nodes with their state, load and latency, and marks the current choice', async () => {
    const { group } = await openCdn();
    expect(within(group).getAllByRole('radio')).toHaveLength(6);
    const frankfurt = within(group).getByRole('radio', { name: /cdn-fra-1 · Frankfurt, DE/ });
    expect(frankfurt).toBeChecked();
    expect(frankfurt.closest('label')).toHaveTextContent('Current choice');
    expect(within(group).getByRole('meter', { name: 'Load of cdn-lon-1' })).toHaveAttribute('value', '91');
    expect(within(group).getByText('91% load, busy')).toBeInTheDocument();
    // Offline nodes are shown but cannot be chosen.
    expect(within(group).getByRole('radio', { name: /cdn-nyc-1/ })).toBeDisabled();
    expect(screen.getByText(/^4 of 5 nodes online/)).toBeInTheDocument();
  });

  it('saves another node, then lets the platform choose again', async () => {
    const { user, group } = await openCdn();
    await user.click(within(group).getByRole('radio', { name: /cdn-ams-1/ }));
    await user.click(screen.getByRole('button', { name: 'Save preference' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(dialog).toHaveTextContent('Your streams now go through cdn-ams-1 (Amsterdam, NL) when it can take them.');
    await user.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(within(group).getByRole('radio', { name: /cdn-ams-1/ }).closest('label')).toHaveTextContent('Current choice'));

    await user.click(within(group).getByRole('radio', { name: /Let the platform choose/ }));
    await user.click(screen.getByRole('button', { name: 'Save preference' }));
    expect(await screen.findByRole('alertdialog', { name: 'Done!' })).toHaveTextContent('The platform now picks the best node for each stream.');
  });

  it('asks for a choice when the preferred node went offline', async () => {
    server.use(
      http.get('*/api/customer/community/cdn', () =>
        HttpResponse.json({
          success: true,
          data: {
            nodes: [
              { id: 1, name: 'cdn-fra-1', location: 'Frankfurt, DE', status: 'offline', load_percent: null, latency_ms: null },
              { id: 2, name: 'cdn-ams-1', location: 'Amsterdam, NL', status: 'online', load_percent: 20, latency_ms: 9 },
            ],
            preferred_node_id: 1,
            measured_at: new Date().toISOString(),
          },
        }),
      ),
    );
    const { user, group } = await openCdn();
    expect(screen.getByText('cdn-fra-1 is offline')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save preference' }));
    expect(group).toHaveAccessibleDescription('Choose a node, or let the platform choose.');
  });

  it('shows the server’s refusal in the form and keeps the choice', async () => {
    server.use(http.post('*/api/customer/community/cdn/preference', () => HttpResponse.json({ success: false, message: 'cdn-ams-1 is offline. Choose another node, or let the platform choose.' }, { status: 409 })));
    const { user, group } = await openCdn();
    await user.click(within(group).getByRole('radio', { name: /cdn-ams-1/ }));
    await user.click(screen.getByRole('button', { name: 'Save preference' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('cdn-ams-1 is offline. Choose another node, or let the platform choose.');
    expect(within(group).getByRole('radio', { name: /cdn-ams-1/ })).toBeChecked();
  });

  it('puts a 422 on the node next to the choices', async () => {
    server.use(http.post('*/api/customer/community/cdn/preference', () => HttpResponse.json({ success: false, message: 'The selected node is invalid.', errors: { node_id: ['The selected node is invalid.'] } }, { status: 422 })));
    const { user, group } = await openCdn();
    await user.click(within(group).getByRole('radio', { name: /cdn-sgp-1/ }));
    await user.click(screen.getByRole('button', { name: 'Save preference' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription('The selected node is invalid.'));
  });

  it('says so when there are no nodes', async () => {
    server.use(http.get('*/api/customer/community/cdn', () => HttpResponse.json({ success: true, data: { nodes: [], preferred_node_id: null, measured_at: new Date().toISOString() } })));
    await signInAs('customer-plex');
    renderRoutes(communityRoutes, { url: '/app/community-center/cdn' });
    expect(await screen.findByRole('heading', { name: 'No CDN nodes yet' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/community/cdn', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'The CDN metrics are not answering.' }, { status: 503 })
          : HttpResponse.json({ success: true, data: { nodes: [], preferred_node_id: null, measured_at: new Date().toISOString() } });
      }),
    );
    await signInAs('customer-plex');
    const { user } = renderRoutes(communityRoutes, { url: '/app/community-center/cdn' });
    expect(await screen.findByRole('status', { name: 'Loading the community CDN' })).toBeInTheDocument();
    expect(await screen.findByText('The CDN metrics are not answering.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No CDN nodes yet' })).toBeInTheDocument();
  });
});
