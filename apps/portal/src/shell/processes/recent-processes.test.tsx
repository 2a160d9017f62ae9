import { login, type Process } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { demoAccount } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { RECENT_PROCESSES_REFETCH_MS } from './refetch-rule.ts';

const server = setupDemoBackend();
afterEach(() => signOutForTest());

/** The shell's pieces load lazily; the first test to show one also pays for its first transform. */
const LAZY_TIMEOUT = 10_000;

async function renderAsAdmin(url = '/app/admin/dashboard') {
  const { email, password } = demoAccount('admin');
  await login({ email, password });
  const portal = renderPortal(url);
  const button = await screen.findByRole('button', { name: 'Recent processes' }, { timeout: LAZY_TIMEOUT });
  return { ...portal, button };
}

async function openPanel(portal: Awaited<ReturnType<typeof renderAsAdmin>>) {
  await portal.user.click(portal.button);
  return screen.findByRole('dialog', { name: 'Recent processes' });
}

function makeProcess(overrides: Partial<Process> = {}): Process {
  return {
    id: 901,
    command: 'uptime',
    result: 'up 12 days',
    success: true,
    time: 0.02,
    created_at: new Date().toISOString(),
    created_at_time: '10:00:00',
    diff_day_human: 'Today',
    node_id: 1,
    node_alias: 'fra-01',
    host: 'fra-01.nodes.mediadock.test',
    has_transactions: false,
    ...overrides,
  };
}

/** Answers the recent list with `processes`, counting the calls. */
function serveRecent(processes: Process[], lastUpdated: () => string = () => new Date().toISOString()) {
  const calls = { count: 0 };
  server.use(
    http.get('*/api/admin/processes/recent', () => {
      calls.count += 1;
      return HttpResponse.json({ success: true, data: processes, meta: { last_updated: lastUpdated() } });
    }),
  );
  return calls;
}

describe('the recent processes button', () => {
  it('is there for admins on every page, not for customers', async () => {
    const { email, password } = demoAccount('customer-plex');
    await login({ email, password });
    renderPortal('/app/dashboard');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recent processes' })).not.toBeInTheDocument();
  });

  it('opens the panel with the last hour, and Escape gives the focus back to it', async () => {
    const portal = await renderAsAdmin('/app/404');
    const panel = await openPanel(portal);
    const list = await within(panel).findByRole('list', { name: 'Processes of the last hour' });
    const first = within(list).getAllByRole('button')[0]!;
    expect(first).toHaveTextContent('docker restart --time 30 plex-jordan-lee');
    expect(first).toHaveTextContent('fra-01');
    expect(first).toHaveTextContent('Success');
    expect(within(list).getByRole('button', { name: /systemctl is-active rclone-gdrive/ })).toHaveTextContent('Failed');
    // Commands from earlier days are not part of the last hour.
    expect(within(list).queryByRole('button', { name: /apt-get/ })).not.toBeInTheDocument();

    await portal.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Recent processes' })).not.toBeInTheDocument());
    expect(portal.button).toHaveFocus();
  });

  it('cuts a long command to 93 characters plus "..."', async () => {
    const command = `docker compose --project-directory /opt/mediadock/stacks/plex-${'x'.repeat(80)} up --detach`;
    serveRecent([makeProcess({ command }), makeProcess({ id: 902, command: 'y'.repeat(93) })]);
    const panel = await openPanel(await renderAsAdmin());
    const list = await within(panel).findByRole('list', { name: 'Processes of the last hour' });
    const [long, exact] = within(list).getAllByRole('button');
    expect(within(long!).getByText(`${command.slice(0, 93)}...`)).toBeInTheDocument();
    expect(within(exact!).getByText('y'.repeat(93))).toBeInTheDocument();
  });

  it('says so when nothing ran in the last hour', async () => {
    serveRecent([]);
    const panel = await openPanel(await renderAsAdmin());
    expect(await within(panel).findByText('No recorded processes the last hour.')).toBeInTheDocument();
  });

  it('shows a failed list in the panel, with a way to try again', async () => {
    server.use(
      http.get('*/api/admin/processes/recent', () => HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }), { once: true }),
    );
    const portal = await renderAsAdmin();
    const panel = await openPanel(portal);
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The recent processes could not be loaded');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await portal.user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('list', { name: 'Processes of the last hour' })).toBeInTheDocument();
  });

  it('links to all processes, and closes on the way', async () => {
    const portal = await renderAsAdmin();
    const panel = await openPanel(portal);
    const viewAll = within(panel).getByRole('link', { name: 'View all' });
    expect(viewAll).toHaveAttribute('href', '/app/admin/processes');
    const visited: string[] = [];
    portal.router.subscribe((state) => visited.push(state.location.pathname));
    await portal.user.click(viewAll);
    await waitFor(() => expect(visited).toContain('/app/admin/processes'));
    expect(screen.queryByRole('dialog', { name: 'Recent processes' })).not.toBeInTheDocument();
  });
});

describe('a process', () => {
  it('shows "Command returned empty string." when the command printed nothing, and Back returns to the list', async () => {
    const portal = await renderAsAdmin();
    const panel = await openPanel(portal);
    const entry = await within(panel).findByRole('button', { name: /docker exec plex-jordan-lee chown/ });
    await portal.user.click(entry);

    const heading = await within(panel).findByRole('heading', { level: 3, name: /^Process #/ });
    expect(heading).toHaveFocus();
    expect(within(panel).getByRole('region', { name: 'Command' })).toHaveTextContent(
      'docker exec plex-jordan-lee chown -R abc:abc "/config/Library/Application Support/Plex Media Server/Plug-in Support"',
    );
    expect(within(panel).getByText('Command returned empty string.')).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Related processes' })).not.toBeInTheDocument();

    await portal.user.click(within(panel).getByRole('button', { name: 'Back' }));
    const again = await within(panel).findByRole('button', { name: /docker exec plex-jordan-lee chown/ });
    expect(again).toHaveFocus();
  });

  it('says the same for a null result, and shows node, host, time, duration and status', async () => {
    const failed = makeProcess({ id: 950, command: 'true', result: null, success: false, time: 101.6, created_at_time: '09:15:02' });
    serveRecent([failed]);
    server.use(http.get('*/api/admin/processes/process/950', () => HttpResponse.json({ success: true, data: failed })));
    const portal = await renderAsAdmin();
    const panel = await openPanel(portal);
    await portal.user.click(await within(panel).findByRole('button', { name: /^true/ }));
    expect(await within(panel).findByText('Command returned empty string.')).toBeInTheDocument();
    const facts = within(panel).getByText('Duration', { selector: 'dt' }).closest('dl')!;
    expect(facts).toHaveTextContent('Nodefra-01');
    expect(facts).toHaveTextContent('Hostfra-01.nodes.mediadock.test');
    expect(facts).toHaveTextContent('TimeToday 09:15:02');
    expect(facts).toHaveTextContent('Duration1 min 41.6 s');
    expect(facts).toHaveTextContent('StatusFailed');
  });

  it('lists the related processes of a transaction, each openable in turn', async () => {
    const portal = await renderAsAdmin();
    const panel = await openPanel(portal);
    await portal.user.click(await within(panel).findByRole('button', { name: /^docker pull lscr\.io\/linuxserver\/plex:latest/ }));

    expect(await within(panel).findByRole('region', { name: 'Result' })).toHaveTextContent('Status: Downloaded newer image');
    const related = await within(panel).findByRole('list', { name: 'Related processes' });
    const entries = within(related).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]!).getByText(/docker pull/).closest('[aria-current="true"]')).not.toBeNull();

    await portal.user.click(within(related).getByRole('button', { name: /curl -fsS --max-time 10/ }));
    expect(await within(panel).findByRole('region', { name: 'Command' })).toHaveTextContent(
      'curl -fsS --max-time 10 -o /dev/null -w "%{http_code}" http://127.0.0.1:32401/identity',
    );
    expect(within(panel).getByRole('region', { name: 'Result' })).toHaveTextContent('200');

    // Back goes one step: to the process it came from, then to the list.
    await portal.user.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(await within(panel).findByRole('region', { name: 'Command' })).toHaveTextContent('docker pull lscr.io/linuxserver/plex:latest');
    await portal.user.click(within(panel).getByRole('button', { name: 'Back' }));
    expect(await within(panel).findByRole('list', { name: 'Processes of the last hour' })).toBeInTheDocument();
  });

  it('shows a process that cannot be loaded as an error in the panel', async () => {
    server.use(http.get('*/api/admin/processes/process/:id', () => HttpResponse.json({ success: false, message: 'Process not found.' }, { status: 404 })));
    const portal = await renderAsAdmin();
    const panel = await openPanel(portal);
    await portal.user.click(await within(panel).findByRole('button', { name: /docker restart --time 30 plex-jordan-lee/ }));
    // The list's copy shows at once; the failed detail call replaces it with the error.
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The process could not be loaded');
    expect(within(panel).getByRole('alert')).toHaveTextContent('Process not found.');
  });
});

/**
 * Lets a triggered fetch finish. Testing Library's waitFor polls with setInterval, which this
 * test fakes, and an unchanged list gives it no DOM change to wake up on.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('refreshing the list', () => {
  it(`looks every ${RECENT_PROCESSES_REFETCH_MS / 1000} s and fetches only when last_updated is older than 30 s`, async () => {
    // Only the panel's timer is faked: msw and Testing Library keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      // The server first answers a list it updated a minute ago, then fresh ones.
      const answers = [new Date(Date.now() - 60_000).toISOString()];
      const calls = serveRecent([makeProcess()], () => answers.shift() ?? new Date().toISOString());
      const panel = await openPanel(await renderAsAdmin());
      await within(panel).findByRole('list', { name: 'Processes of the last hour' });
      expect(calls.count).toBe(1);

      // Stale: fetched again.
      vi.advanceTimersByTime(RECENT_PROCESSES_REFETCH_MS);
      await settle();
      expect(calls.count).toBe(2);

      // Fresh: left alone, tick after tick.
      vi.advanceTimersByTime(RECENT_PROCESSES_REFETCH_MS);
      vi.advanceTimersByTime(RECENT_PROCESSES_REFETCH_MS);
      await settle();
      expect(calls.count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
