import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

const DAY = 86_400_000;
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

test.describe('the metrics', () => {
  test.slow();

  test('the admin changes the period, the tabs keep it, and the CSV holds exactly that period', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/metrics');
    await expectHeading(page, 'Metrics');
    await expect(page.getByRole('list', { name: 'Headline figures' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('navigation', { name: 'Metrics sections' }).getByRole('link', { name: 'Node reboots' }).click();
    await expect(page).toHaveURL('/app/admin/metrics/node-reboots');
    await expect(page.getByRole('img', { name: /^Reboots per node: 30 values/ })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('combobox', { name: 'Period' }).selectOption('90d');
    await expect(page).toHaveURL('/app/admin/metrics/node-reboots?period=90d');
    await page.getByRole('combobox', { name: 'Group by' }).selectOption('day');
    await expect(page).toHaveURL('/app/admin/metrics/node-reboots?period=90d&group=day');
    await expect(page.getByRole('img', { name: /^Reboots per node: 90 values/ })).toBeVisible({ timeout: 20_000 });

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const from = isoDay(-89);
    const to = isoDay(0);
    expect(file.suggestedFilename()).toBe(`metrics-node-reboots-${from}-to-${to}-day.csv`);
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(lines[0]).toMatch(/^"Start","End",.*"Other nodes","Total"$/);
    expect(lines).toHaveLength(91);
    expect(lines[1]).toMatch(new RegExp(`^"${from}","${from}",`));
    expect(lines[90]).toMatch(new RegExp(`^"${to}","${to}",`));
    // Each row's total is the sum of its nodes.
    for (const line of lines.slice(1)) {
      const numbers = line.split(',').slice(2).map(Number);
      const total = numbers.pop();
      expect(numbers.reduce((sum, value) => sum + value, 0)).toBe(total);
    }

    // A node of the chart's table leads to its page.
    await page.getByRole('table', { name: 'Nodes that rebooted' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/admin\/nodes\/\d+/);
  });

  test('a custom range goes into the address, and turnover downloads in weeks for it', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/metrics/turnover');
    await expect(page.getByRole('img', { name: /^Turnover per product: 30 values/ })).toBeVisible({ timeout: 20_000 });
    const from = isoDay(-60);
    const to = isoDay(-4);
    await page.getByRole('combobox', { name: 'Period' }).selectOption('custom');
    await page.getByRole('textbox', { name: 'From' }).fill(from);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(`/app/admin/metrics/turnover?period=custom&from=${from}&to=${to}`);
    await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveValue('week');
    await expect(page.getByRole('img', { name: /^Turnover per product: \d+ values/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('navigation', { name: 'Metrics sections' }).getByRole('link', { name: 'Products' })).toHaveAttribute('href', `/app/admin/metrics/products?period=custom&from=${from}&to=${to}`);

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(file.suggestedFilename()).toBe(`metrics-turnover-${from}-to-${to}-week.csv`);
    const lines = (await readFile(await file.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(lines[1]).toMatch(new RegExp(`^"${from}",`));
    expect(lines.at(-1)).toMatch(new RegExp(`,"${to}",`));
    expect(lines.slice(1).every((line) => /,"\d+\.\d{2}"/.test(line))).toBe(true);

    // An address it cannot use falls back and says so.
    await page.goto('/app/admin/metrics/turnover?period=custom&from=2026-13-01&to=yesterday');
    await expect(page.getByText('The period in the address could not be used, so the default period is shown.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: /^Turnover per product: 30 values/ })).toBeVisible({ timeout: 20_000 });
  });

  test('fits a phone with a year of days', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'admin@demo.test', '/app/admin/metrics/node-reboots?period=12m&group=day');
    const chart = page.getByRole('img', { name: /^Reboots per node: 365 values/ });
    await expect(chart).toBeVisible({ timeout: 20_000 });
    expect((await chart.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
