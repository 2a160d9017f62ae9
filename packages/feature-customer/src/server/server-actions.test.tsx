import { login } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { DEMO_IDS, DEMO_PASSWORD } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { signInAs } from '@portal/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { details, openServer, recordCalls, serverRow } from './test/support.ts';

const server = setupDemoBackend();
afterEach(() => {
  signOutForTest();
  server.events.removeAllListeners();
});

const { servers } = DEMO_IDS;

/** A string name matches the whole accessible name; `hidden` finds it behind an open dialog too. */
function actionButton(name: string, { hidden = false } = {}) {
  return screen.getByRole('button', { name, hidden });
}

async function confirmIn(title: string, confirmLabel: string, user: { click: (element: Element) => Promise<void> }) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: confirmLabel }));
}

async function expectDone(message: string) {
  const dialog = await screen.findByRole('alertdialog', { name: 'Done!' });
  expect(dialog).toHaveTextContent(message);
  return dialog;
}

describe('the server actions', () => {
  describe('given a running Plex server', () => {
    it('offers no start, and says why', async () => {
      await signInAs('customer-plex');
      await openServer(servers.plex);
      expect(actionButton('Start')).toBeDisabled();
      expect(actionButton('Start')).toHaveAccessibleDescription(/The server is already running\./);
      expect(actionButton('Stop')).toBeEnabled();
    });

    it('stops after a confirmation, says so and shows the server stopped', async () => {
      await signInAs('customer-plex');
      const { user } = await openServer(servers.plex);
      await user.click(actionButton('Stop'));
      await confirmIn('Stop the server?', 'Stop the server', user);
      const done = await expectDone('The server has been shut down');
      await user.click(within(done).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(details().getByText('Stopped')).toBeInTheDocument());
      expect(serverRow(servers.plex).status).toBe('stopped');
      expect(actionButton('Start')).toBeEnabled();
      expect(actionButton('Stop')).toHaveAccessibleDescription(/The server is already stopped\./);
    });

    it('restarts after a confirmation and fetches the server again', async () => {
      await signInAs('customer-plex');
      const { user } = await openServer(servers.plex);
      const calls = recordCalls(server);
      await user.click(actionButton('Restart'));
      await confirmIn('Restart the server?', 'Restart', user);
      await expectDone('The server has been restarted');
      await waitFor(() => expect(calls).toContain(`GET /api/customer/servers/${servers.plex}`));
      expect(calls.indexOf(`POST /api/customer/servers/${servers.plex}/restart`)).toBeLessThan(calls.indexOf(`GET /api/customer/servers/${servers.plex}`));
    });

    it('rebuilds after a confirmation', async () => {
      await signInAs('customer-plex');
      const { user } = await openServer(servers.plex);
      await user.click(actionButton('Rebuild'));
      await confirmIn('Rebuild the server?', 'Rebuild', user);
      await expectDone('The server has been rebuilt');
    });

    it('resets the Plex config after a confirmation', async () => {
      await signInAs('customer-plex');
      const { user } = await openServer(servers.plex);
      await user.click(actionButton('Reset config'));
      await confirmIn('Reset the Plex config?', 'Reset config', user);
      await expectDone('Plex config has been reset');
    });

    it('does nothing when the confirmation is cancelled', async () => {
      await signInAs('customer-plex');
      const { user } = await openServer(servers.plex);
      const calls = recordCalls(server);
      await user.click(actionButton('Stop'));
      const dialog = await screen.findByRole('alertdialog', { name: 'Stop the server?' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(calls.filter((call) => call.startsWith('POST') && !call.endsWith('/ping'))).toEqual([]);
      expect(serverRow(servers.plex).status).toBe('running');
    });

    it('shows the server’s message as Whoops! when an action fails', async () => {
      await signInAs('customer-plex');
      server.use(
        http.post('*/api/customer/servers/:id/restart', () =>
          HttpResponse.json({ success: false, message: 'The node fra-01 is offline, so the server cannot be reached right now.' }, { status: 409 }),
        ),
      );
      const { user } = await openServer(servers.plex);
      await user.click(actionButton('Restart'));
      await confirmIn('Restart the server?', 'Restart', user);
      const whoops = await screen.findByRole('alertdialog', { name: 'Whoops!' });
      expect(whoops).toHaveTextContent('The node fra-01 is offline, so the server cannot be reached right now.');
    });

    it('keeps every action disabled while one runs', async () => {
      await signInAs('customer-plex');
      let answer: () => void = () => {};
      server.use(
        http.post('*/api/customer/servers/:id/rebuild', async () => {
          await new Promise<void>((resolve) => {
            answer = resolve;
          });
          return HttpResponse.json({ success: true, message: 'The server is being rebuilt' });
        }),
      );
      const { user } = await openServer(servers.plex);
      await user.click(actionButton('Rebuild'));
      await confirmIn('Rebuild the server?', 'Rebuild', user);
      // The confirmation stays open, busy, until the answer comes; the page behind it waits too.
      const dialog = screen.getByRole('alertdialog', { name: 'Rebuild the server?' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Rebuild' })).toBeDisabled());
      for (const name of ['Restart', 'Stop', 'Reset config', 'Update', 'Delete server']) expect(actionButton(name, { hidden: true })).toBeDisabled();
      answer();
      const done = await expectDone('The server has been rebuilt');
      await user.click(within(done).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(actionButton('Restart')).toBeEnabled());
    });
  });

  it('starts a stopped server without asking', async () => {
    const owner = serverRow(servers.multiEmby);
    await login({ email: 'hannah.becker@demo.test', password: DEMO_PASSWORD });
    expect(owner.status).toBe('stopped');
    const { user } = await openServer(servers.multiEmby);
    await user.click(actionButton('Start'));
    const done = await expectDone('The server has been started');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(details().getByText('Running')).toBeInTheDocument());
  });

  it('offers nothing on a suspended server, and says why', async () => {
    await login({ email: 'hannah.becker@demo.test', password: DEMO_PASSWORD });
    await openServer(servers.suspended);
    for (const name of ['Start', 'Restart', 'Stop', 'Rebuild', 'Reset config', 'Update', 'Restart the node']) {
      expect(actionButton(name)).toBeDisabled();
      expect(actionButton(name)).toHaveAccessibleDescription(/The server is suspended\. Settle the open invoice to use it again\./);
    }
    expect(screen.getByRole('button', { name: 'Delete server' })).toBeEnabled();
  });

  it.each([
    ['customer-emby', servers.emby, 'Emby'],
    ['customer-jellyfin', servers.jellyfin, 'Jellyfin'],
  ] as const)('resets the config of an %s server in its own words', async (role, id, type) => {
    await signInAs(role);
    const { user } = await openServer(id);
    await user.click(actionButton('Reset config'));
    await confirmIn(`Reset the ${type} config?`, 'Reset config', user);
    await expectDone(`${type} config has been reset`);
  });
});

describe('the maintenance actions', () => {
  it('remounts Google Drive after a confirmation', async () => {
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    await user.click(actionButton('Remount'));
    await confirmIn('Remount Google Drive?', 'Remount', user);
    await expectDone('Google Drive has been remounted.');
  });

  it('deploys the essentials after a confirmation', async () => {
    await signInAs('customer-emby');
    const { user } = await openServer(servers.emby);
    await user.click(actionButton('Deploy'));
    await confirmIn('Deploy the essentials?', 'Deploy', user);
    await expectDone('The essentials are being deployed.');
  });

  it('updates to the latest version when none is given', async () => {
    await signInAs('customer-plex');
    const { user } = await openServer(servers.plex);
    const calls = recordCalls(server);
    await user.click(actionButton('Update'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Plex?' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectDone(`${serverRow(servers.plex).name} is being updated to Plex 1.41.3.9314.`);
    expect(calls).toContain(`POST /api/servers/update/${servers.plex}`);
    await waitFor(() => expect(calls).toContain(`GET /api/customer/servers/${servers.plex}`));
  });

  it('updates to the version typed, and shows a refused version next to the field', async () => {
    await signInAs('customer-jellyfin');
    const { user } = await openServer(servers.jellyfin);
    await user.click(actionButton('Update'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Jellyfin?' });
    const version = within(dialog).getByRole('textbox', { name: 'Version' });
    await user.type(version, '10.10.5-with-a-far-too-long-suffix');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('The version field must not be greater than 32 characters.')).toBeInTheDocument();
    expect(version).toHaveValue('10.10.5-with-a-far-too-long-suffix');
    await user.clear(version);
    await user.type(version, '10.10.4');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expectDone('is being updated to Jellyfin 10.10.4.');
  });
});
