import type { PlexScan } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { db, DEMO_IDS } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { plexToolsRoutes } from '../routes.tsx';
import { scanOutcome } from './scan-media-screen.tsx';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

const base: PlexScan = {
  id: 1,
  server_id: 1,
  server_name: 'Jordan’s Plex',
  library_id: 1,
  library_name: 'Movies',
  status: 'finished',
  started_at: '2026-03-01T10:00:00Z',
  finished_at: '2026-03-01T10:04:00Z',
  items_added: 0,
  message: null,
};

describe('scanOutcome', () => {
  it('says what a scan found, or why it stopped', () => {
    expect(scanOutcome(base)).toMatch(/^No new titles · /);
    expect(scanOutcome({ ...base, items_added: 1 })).toMatch(/^1 new title · /);
    expect(scanOutcome({ ...base, items_added: 12 })).toMatch(/^12 new titles · /);
    expect(scanOutcome({ ...base, status: 'failed', message: 'The folder could not be read.' })).toBe('The folder could not be read.');
    expect(scanOutcome({ ...base, status: 'running', finished_at: null, items_added: null })).toMatch(/^Started /);
  });
});

describe('the scan media tool', () => {
  it('lists the recent scans with their outcome', async () => {
    await signInAs('customer-plex');
    renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/scan-media' });
    const list = await screen.findByRole('list', { name: 'Recent scans' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText(/The library folder \/data\/media\/music could not be read/)).toBeInTheDocument();
  });

  it("starts a scan, says 'Done!' and lists it", async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/scan-media' });
    const form = await screen.findByRole('form', { name: 'Scan a library' });
    await user.selectOptions(within(form).getByLabelText(/Library/), 'TV Shows');
    await user.click(within(form).getByRole('button', { name: 'Start scan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
    expect(within(dialog).getByText('The scan of TV Shows on Jordan’s Plex has started.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Recent scans' })).getAllByRole('listitem')).toHaveLength(5));
  });

  it('asks for a library inline', async () => {
    await signInAs('customer-plex');
    const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/scan-media' });
    await user.click(await screen.findByRole('button', { name: 'Start scan' }));
    expect(screen.getByRole('combobox', { name: /Library/ })).toHaveAccessibleDescription('Choose the library to scan.');
  });

  it("says 'Whoops!' with the server's message when the server is not running", async () => {
    db.server.update({ where: { id: { equals: DEMO_IDS.servers.plex } }, data: { status: 'stopped' } });
    await signInAs('customer-plex');
    const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/scan-media' });
    await user.selectOptions(await screen.findByRole('combobox', { name: /Library/ }), 'Movies');
    await user.click(screen.getByRole('button', { name: 'Start scan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Whoops!' });
    expect(within(dialog).getByText('Jordan’s Plex is stopped, so its libraries cannot be scanned.')).toBeInTheDocument();
  });

  it('says so when there are no scans', async () => {
    server.use(http.get('*/api/customer/plex-tools/scans', () => HttpResponse.json({ success: true, data: [] })));
    await signInAs('customer-plex');
    renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/scan-media' });
    expect(await screen.findByRole('heading', { name: 'No scans yet' })).toBeInTheDocument();
  });

  it('shows the error of the scan list and retries', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/customer/plex-tools/scans', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'Plex did not answer.' }, { status: 503 }) : HttpResponse.json({ success: true, data: [] });
      }),
    );
    await signInAs('customer-plex');
    const { user } = renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/scan-media' });
    expect(await screen.findByText('Plex did not answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No scans yet' })).toBeInTheDocument();
  });

  it('shows a loading state first', async () => {
    await signInAs('customer-plex');
    renderRoutes(plexToolsRoutes, { url: '/app/plex-tools/scan-media' });
    expect(await screen.findByRole('status', { name: 'Loading your Plex servers' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('list', { name: 'Recent scans' })).toBeInTheDocument();
  });
});
