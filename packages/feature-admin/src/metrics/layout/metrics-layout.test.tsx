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

async function open(url = '/app/admin/metrics') {
  await signInAs('admin');
  const rendered = renderRoutes(metricsRoutes, { url });
  expect(await screen.findByRole('heading', { level: 1, name: 'Metrics' }, { timeout: 10_000 })).toBeInTheDocument();
  return rendered;
}

describe('the metrics overview', () => {
  it('shows a headline figure of every metric, each linking to its screen with the period', async () => {
    await open('/app/admin/metrics?period=90d');
    const figures = await screen.findByRole('list', { name: 'Headline figures' }, { timeout: 10_000 });
    for (const name of ['Active subscriptions', 'Transcode transgressions', 'Plex users', 'Node reboots', 'Turnover']) {
      expect(within(figures).getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(within(figures).getByText(/€/)).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: 'Reboots per node' })).toHaveAttribute('href', '/app/admin/metrics/node-reboots?period=90d');
    const tabs = screen.getByRole('navigation', { name: 'Metrics sections' });
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Turnover' })).toHaveAttribute('href', '/app/admin/metrics/turnover?period=90d');
  });

  it('keeps the chosen period in the address, and a custom range is checked before it is used', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    await screen.findByRole('list', { name: 'Headline figures' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '12m');
    expect(router.state.location.search).toBe('?period=12m');
    expect(screen.getByRole('combobox', { name: 'Group by' })).toHaveValue('month');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'week');
    expect(router.state.location.search).toBe('?period=12m&group=week');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-03-10');
    await user.clear(to);
    await user.type(to, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The first day must not be after the last day.')).toBeInTheDocument();
    expect(from).toHaveValue('2026-03-10');
    expect(router.state.location.search).toBe('?period=12m&group=week');
  });

  it('falls back to the default period for an address it cannot use, and says so', async () => {
    await open('/app/admin/metrics?period=forever&group=hour');
    expect(await screen.findByText('The period in the address could not be used, so the default period is shown.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('30d');
    expect(await screen.findByRole('list', { name: 'Headline figures' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says when the figures could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/metrics' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The metrics could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
