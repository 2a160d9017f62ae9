import { expect } from '@playwright/test';
import { testWithOwnDemo as test, signInAs } from './support.ts';

test.describe('the request statistics', () => {
  test('shows twelve weeks as a chart with its table, and twelve months from the period choice', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/requests/stats');
    await expect(page.getByRole('heading', { level: 2, name: 'Statistics' })).toBeVisible();

    const chart = page.getByRole('img', { name: /^Requests per week: 12 values/ });
    await expect(chart).toBeVisible();
    await expect(page.getByRole('list', { name: 'Summary' }).getByRole('heading', { name: 'Median time to fulfil' })).toBeVisible();
    await page.getByRole('button', { name: 'Show as table' }).first().click();
    const table = page.getByRole('table', { name: 'Requests per week' });
    await expect(table.getByRole('row')).toHaveCount(13);

    await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '12 months' }).click();
    await expect(page).toHaveURL('/app/admin/requests/stats?period=12m');
    await expect(page.getByRole('img', { name: /^Requests per month: 12 values/ })).toBeVisible();

    // A top requester leads to the customer's page.
    const requester = page.getByRole('table', { name: 'Top requesters' }).getByRole('link').first();
    await requester.click();
    await expect(page).toHaveURL(/\/app\/admin\/users\/\d+$/);
  });

  test('fits a phone: the chart takes the width there is and the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'admin@demo.test', '/app/admin/requests/stats?period=30d');
    const chart = page.getByRole('img', { name: /^Requests per day: 30 values/ });
    await expect(chart).toBeVisible();
    const box = await chart.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
