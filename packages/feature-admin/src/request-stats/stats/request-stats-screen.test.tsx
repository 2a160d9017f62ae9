import { signOutForTest } from '@portal/api-client/testing';
import { db, setFaults } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { renderRoutes, signInAs } from '@portal/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { requestStatsRoutes } from '../routes.tsx';

setupDemoBackend();
afterEach(() => signOutForTest());

// The requests layout is another folder's: a plain parent stands in for it.
const routes: RouteObject[] = [{ path: 'admin/requests', children: requestStatsRoutes }];

async function open(url = '/app/admin/requests/stats') {
  await signInAs('admin');
  const rendered = renderRoutes(routes, { url });
  expect(await screen.findByRole('heading', { level: 2, name: 'Statistics' }, { timeout: 10_000 })).toBeInTheDocument();
  return rendered;
}

/** Requests made since the start of the week eleven weeks before this one (Monday, UTC). */
function requestsInTwelveWeeks() {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const monday = midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * 86_400_000;
  const from = monday - 11 * 7 * 86_400_000;
  return db.mediaRequest.getAll().filter((row) => Date.parse(row.created_at) >= from && Date.parse(row.created_at) <= Date.now());
}

describe('the request statistics', () => {
  it('sums up twelve weeks by default, with a chart named by its summary and its numbers as a table', async () => {
    const user = userEvent.setup();
    await open();
    const expected = requestsInTwelveWeeks();
    const summary = await screen.findByRole('list', { name: 'Summary' });
    const requests = within(summary).getByRole('heading', { level: 3, name: 'Requests' }).closest('li');
    expect(requests).toHaveTextContent(String(expected.length));
    expect(within(summary).getByRole('heading', { name: 'Median time to fulfil' })).toBeInTheDocument();

    const period = screen.getByRole('navigation', { name: 'Period' });
    expect(within(period).getByRole('link', { name: '12 weeks' })).toHaveAttribute('aria-current', 'page');

    const chart = screen.getByRole('img', { name: /^Requests per week: 12 values, from Week of/ });
    expect(chart.getAttribute('aria-label')).toContain('Movies:');
    const chartCard = screen.getByRole('heading', { level: 3, name: 'Requests per week' }).parentElement!.parentElement!.parentElement!;
    await user.click(within(chartCard).getByRole('button', { name: 'Show as table: Requests per week' }));
    const table = screen.getByRole('table', { name: 'Requests per week' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Week', 'Movies', 'TV shows', '4K']);

    expect(screen.getByRole('img', { name: /^Requests by outcome: 4 values/ })).toBeInTheDocument();
    const titles = screen.getByRole('table', { name: 'Most requested titles' });
    expect(within(titles).getAllByRole('row').length).toBeGreaterThan(1);
    const requesters = screen.getByRole('table', { name: 'Top requesters' });
    const first = within(requesters).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toMatch(/^\/app\/admin\/users\/\d+$/);
  });

  it('switches to twelve months, and the period is in the address', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    await screen.findByRole('img', { name: /^Requests per week/ });
    await user.click(screen.getByRole('link', { name: '12 months' }));
    expect(await screen.findByRole('img', { name: /^Requests per month: 12 values/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?period=12m');
    expect(screen.getByRole('link', { name: '12 months' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens on thirty days from the address, a step per day', async () => {
    await open('/app/admin/requests/stats?period=30d');
    expect(await screen.findByRole('img', { name: /^Requests per day: 30 values/ })).toBeInTheDocument();
  });

  it('says when the period has no requests', async () => {
    for (const row of db.mediaRequest.getAll()) db.mediaRequest.delete({ where: { id: { equals: row.id } } });
    await open();
    expect(await screen.findByRole('heading', { level: 3, name: 'No requests in this period' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '30 days' })).toBeInTheDocument();
  });

  it('says when the statistics could not be loaded, with a way to try again', async () => {
    setFaults([{ kind: 'status-500', path: '/api/admin/requests/stats' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The statistics could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an error for an answer it cannot read', async () => {
    setFaults([{ kind: 'wrong-type', path: '/api/admin/requests/stats' }]);
    await open();
    expect(await screen.findByRole('heading', { name: 'The statistics could not be loaded' })).toBeInTheDocument();
  });
});
