import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const dist = fileURLToPath(new URL('../../apps/portal/dist', import.meta.url));

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

  test('never downloads admin code for a customer', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/app/login');
    await page.getByLabel('E-mail address').fill('plex@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your servers' })).toBeVisible();
    await page.goto('/app/admin/dashboard');
    await expect(page).toHaveURL('/app/dashboard?redirect=%2Fapp%2Fadmin%2Fdashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your servers' })).toBeVisible();
    expect(scripts.filter((url) => url.includes('admin-dashboard'))).toEqual([]);
  });
});
