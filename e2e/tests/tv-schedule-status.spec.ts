import { expect, test, type Page } from '@playwright/test';
import { expectHeading, signInAs } from './support.ts';

/** Both screens only read, so they share the common demo server. */
const PLEX = 'plex@demo.test';

async function openAs(page: Page, path: string) {
  await signInAs(page, PLEX, path);
}

/** The list of one day's episodes, found by its day heading's text. */
const dayLists = (page: Page) => page.getByRole('list', { name: /^Episodes on / });

test.describe('the TV schedule', () => {
  test('walks the weeks and days of the schedule', async ({ page }) => {
    await openAs(page, '/app/tv-schedule');
    await expectHeading(page, 'TV schedule');
    await expect(page.getByText(/\d+ episodes?, \d+ available on your servers/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Today/ })).toBeVisible();
    // A talk show on the Plex server airs Monday to Thursday every week.
    await expect(page.getByRole('heading', { level: 3, name: 'Late with Mara Quinn' }).first()).toBeVisible();
    await expect(dayLists(page)).not.toHaveCount(0);
    const thisWeek = await page.getByRole('navigation', { name: 'Weeks' }).getByRole('paragraph').textContent();

    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await expect(page).toHaveURL(/\?week=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('navigation', { name: 'Weeks' }).getByRole('paragraph')).not.toHaveText(thisWeek ?? '');
    await expect(page.getByRole('heading', { level: 2, name: /^Today/ })).toHaveCount(0);
    await expect(page.getByText('Upcoming', { exact: true }).first()).toBeVisible();

    // One day: Tuesday, chosen by keyboard.
    const tuesday = page.getByRole('group', { name: 'Days' }).getByRole('button', { name: /^Tue / });
    await tuesday.focus();
    await page.keyboard.press('Enter');
    await expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    await expect(dayLists(page)).toHaveCount(1);
    await expect(page).toHaveURL(/&day=\d{4}-\d{2}-\d{2}$/);

    // Back two weeks, still on Tuesday: what aired is in the library.
    await page.getByRole('button', { name: 'Previous week', exact: true }).click();
    await page.getByRole('button', { name: 'Previous week', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Days' }).getByRole('button', { name: /^Tue / })).toHaveAttribute('aria-pressed', 'true');
    await expect(dayLists(page).getByText('Available', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'This week' }).click();
    await expect(page).toHaveURL(/\/app\/tv-schedule$/);
    await expect(page.getByRole('button', { name: 'Whole week' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: /^Today/ })).toBeVisible();
  });

  test('adds the followed shows that no server has', async ({ page }) => {
    await openAs(page, '/app/tv-schedule');
    await expect(page.getByText(/available on your servers/)).toBeVisible();
    await page.getByRole('switch', { name: 'Include shows I follow' }).click();
    await expect(page).toHaveURL(/shows=followed/);
    await expect(page.getByText('Not on your servers').first()).toBeVisible();
  });

  test('lists the days, not a wide grid, on a phone', { tag: '@phone' }, async ({ page }) => {
    await openAs(page, '/app/tv-schedule');
    await expect(page.getByText(/available on your servers/)).toBeVisible();
    const days = page.getByRole('group', { name: 'Days' }).getByRole('button', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) / });
    await expect(days).toHaveCount(7);
    // All seven day buttons fit in one row.
    const tops = await days.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test.describe('the status page', () => {
  test('shows the services, the nodes with their state and the incidents', async ({ page }) => {
    await openAs(page, '/app/status');
    await expectHeading(page, 'Status');
    await expect(page.getByRole('heading', { level: 2, name: 'Some systems are not fully operational' })).toBeVisible();
    await expect(page.getByText(/this page refreshes every 30 seconds/)).toBeVisible();

    const services = page.getByRole('list', { name: 'Services' });
    await expect(services.getByRole('listitem').filter({ hasText: 'Request lounge' }).getByText('Degraded')).toBeVisible();

    const nodes = page.getByRole('list', { name: 'Nodes' });
    const nyc = nodes.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'nyc-01' }) });
    await expect(nyc.getByText('Down', { exact: true })).toBeVisible();
    await expect(nyc.getByText('Last checked')).toBeVisible();
    const fra = nodes.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'fra-01' }) });
    await expect(fra.getByText('Operational', { exact: true })).toBeVisible();
    await expect(fra.getByRole('link', { name: 'Jordan’s Plex' })).toBeVisible();

    await page.getByRole('switch', { name: 'Only nodes with my servers' }).click();
    await expect(nodes.getByRole('listitem')).toHaveCount(1);

    const incident = page.getByRole('list', { name: 'Current incidents' }).getByRole('listitem').filter({ hasText: 'nyc-01 is unreachable' }).first();
    await expect(incident.getByText(/failed top-of-rack switch/)).toBeVisible();
    await incident.getByText('Earlier updates (1)').click();
    await expect(incident.getByText(/stopped answering health checks/)).toBeVisible();
  });

  test('asks again by itself while open', async ({ page }) => {
    // Fake timers that run at the normal pace until fast-forwarded; installed before the page sets its interval.
    await page.clock.install();
    await openAs(page, '/app/status');
    await expect(page.getByRole('list', { name: 'Services' })).toBeVisible();
    const again = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/customer/status');
    await page.clock.fastForward(31_000);
    expect((await again).status()).toBe(200);
  });

  test('refreshes on request, from the keyboard', async ({ page }) => {
    await openAs(page, '/app/status');
    await expect(page.getByRole('list', { name: 'Services' })).toBeVisible();
    const again = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/customer/status');
    await page.getByRole('button', { name: 'Refresh now' }).focus();
    await page.keyboard.press('Enter');
    expect((await again).status()).toBe(200);
    await expect(page.getByRole('button', { name: 'Refresh now' })).toBeFocused();
  });
});
