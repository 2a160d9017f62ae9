import { signOutForTest } from '@portal/api-client/testing';
import { setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

async function open(url = '/app/admin/metrics/transcode-transgressions') {
  await signInAs('admin');
  const rendered = renderRoutes(metricsRoutes, { url });
  expect(await screen.findByRole('heading', { level: 2, name: 'Transcode transgressions' }, { timeout: 10_000 })).toBeInTheDocument();
  return rendered;
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the transcode transgressions', () => {
  it('counts them per day and lists the events a page at a time, naming the user and the node', async () => {
    const user = userEvent.setup();
    const { router } = await open('/app/admin/metrics/transcode-transgressions?period=90d&group=day');
    expect(await screen.findByRole('img', { name: /^Transcode transgressions: 90 values/ }, { timeout: 10_000 })).toBeInTheDocument();
    const events = await screen.findByRole('table', { name: 'Transcode transgression events' }, { timeout: 10_000 });
    const row = within(events).getAllByRole('row')[1]!;
    const [userLink, nodeLink] = within(row).getAllByRole('link');
    expect(userLink!.getAttribute('href')).toMatch(/^\/app\/admin\/users\/\d+$/);
    expect(nodeLink!.getAttribute('href')).toMatch(/^\/app\/admin\/nodes\/\d+$/);
    expect(row).toHaveTextContent(/allowed/);

    const pages = screen.getByRole('navigation', { name: 'Event pages' });
    await user.click(within(pages).getByRole('link', { name: /next/i }));
    expect(router.state.location.search).toBe('?period=90d&group=day&page=2');
    expect(await screen.findByRole('navigation', { name: 'Event pages' })).toHaveTextContent(/2/);
  });

  it('says when the period had none', async () => {
    // Before the first server was set up there was nothing to transcode.
    await open(`/app/admin/metrics/transcode-transgressions?period=custom&from=${isoDay(-1800)}&to=${isoDay(-1500)}`);
    expect(await screen.findByRole('heading', { name: 'No transcode transgressions in this period' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when the events could not be loaded, and keeps the chart', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/metrics/transcode-transgressions/events' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The events could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Transcode transgressions/ })).toBeInTheDocument();
  });
});
