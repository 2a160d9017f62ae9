import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { startDemoHttpServer, type DemoHttpServer } from '@portal/demo-backend/http-server';

/** The production build under test; PORTAL_DIST points elsewhere to test a build made apart. */
export const PORTAL_DIST = process.env.PORTAL_DIST ?? fileURLToPath(new URL('../../apps/portal/dist', import.meta.url));

/**
 * For tests that change data: each worker serves the production build from a demo server of its
 * own, with its own data, so that other tests running meanwhile see the seed they expect.
 */
export const testWithOwnDemo = base.extend<object, { demo: DemoHttpServer }>({
  demo: [
    async ({}, provide) => {
      const server = await startDemoHttpServer({ port: 0, staticDir: PORTAL_DIST });
      await provide(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ demo }, provide) => provide(demo.url),
});

export const PASSWORD = 'demo1234';

export const ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.test', home: '/app/admin/dashboard', heading: 'Admin dashboard' },
  { role: 'customer with Plex', email: 'plex@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'customer with Emby', email: 'emby@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'customer with Jellyfin', email: 'jellyfin@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'reseller', email: 'reseller@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'moderator', email: 'moderator@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'trial user', email: 'trial@demo.test', home: '/app/dashboard', heading: 'Your servers' },
] as const;

/** Signs in through the login form the way a person does. */
export async function signIn(page: Page, email: string, { path = '/app/login' }: { path?: string } = {}) {
  await page.goto(path);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Signs out from the account menu, or from the collapsible menu on a phone. */
export async function signOut(page: Page) {
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await page.getByRole('link', { name: 'Sign out' }).click();
  } else {
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
  }
}
