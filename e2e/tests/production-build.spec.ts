import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { chunksFrom, NOT_FOR_CUSTOMERS, PORTAL_DIST } from './support.ts';

const dist = PORTAL_DIST;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test.describe('the production build', () => {
  test('contains none of the demo backend', () => {
    const shipped = files(dist).filter((file) => !file.endsWith('.map'));
    expect(shipped.some((file) => file.endsWith('mockServiceWorker.js'))).toBe(false);
    for (const file of shipped.filter((name) => /\.(js|html|css)$/.test(name))) {
      const text = readFileSync(file, 'utf8');
      for (const marker of ['mockServiceWorker', 'demo1234', 'admin@demo.test', 'setupWorker', '@mswjs']) {
        expect(text.includes(marker), `${file} contains ${marker}`).toBe(false);
      }
    }
  });

  test('lists no demo accounts on the login screen', async ({ page }) => {
    await page.goto('/app/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Demo accounts' })).toHaveCount(0);
  });

  test("a customer's browser never downloads another area's code", async ({ page }) => {
    // Chunks of the other areas, by their source in the build manifest.
    const foreign = chunksFrom(NOT_FOR_CUSTOMERS);
    expect(foreign.length).toBeGreaterThan(0);

    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/app/login');
    await page.getByLabel('E-mail address').fill('plex@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your servers' })).toBeVisible();
    await page.goto('/app/admin/dashboard');
    await expect(page).toHaveURL('/app/dashboard?redirect=%2Fapp%2Fadmin%2Fdashboard');
    await page.goto('/app/notifications/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => foreign.some((file) => path.endsWith(file)))).toEqual([]);
  });
});
