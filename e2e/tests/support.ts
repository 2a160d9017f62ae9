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

export interface ApiSession {
  token: string;
  user: unknown;
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Signs in through the API and reads every announcement of the user, whose modal would otherwise
 * cover the screen under test; the sign-in form and the modal have journeys of their own.
 */
export async function signInThroughApi(baseURL: string, email: string): Promise<ApiSession> {
  const login = await fetch(`${baseURL}/api/login`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(login.status).toBe(200);
  const session = (await login.json()) as ApiSession;
  const auth = { ...JSON_HEADERS, Authorization: `Bearer ${session.token}` };
  for (;;) {
    const body = (await (await fetch(`${baseURL}/api/customer/announcements`, { headers: auth })).json()) as { announcement: { id: number } | null };
    if (!body.announcement) return session;
    const marked = await fetch(`${baseURL}/api/customer/announcements/mark-read/${body.announcement.id}`, { method: 'POST', headers: auth });
    expect(marked.status).toBe(200);
  }
}

/** Reads every announcement of the user through the API: its modal would cover the screen. */
export async function readAnnouncements(demo: { url: string }, email: string) {
  await signInThroughApi(demo.url, email);
}

/** Stores the session in the page as the portal does, so that the page opens signed in. */
export async function storeSession(page: Page, { token, user }: ApiSession) {
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      window.localStorage.setItem('token', JSON.stringify(storedToken));
      window.localStorage.setItem('user', JSON.stringify(storedUser));
    },
    [token, user] as const,
  );
}

/** Answers the confirmation dialog with this title by pressing one of its buttons. */
export async function confirm(page: Page, title: string | RegExp, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

/** Acknowledges the result dialog with this title after checking what it says. */
export async function acknowledge(page: Page, title: string, message: string | RegExp) {
  const dialog = page.getByRole('alertdialog', { name: title });
  // Results follow a round trip to the demo server and, for server actions, its simulated delay.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}
