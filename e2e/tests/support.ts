import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Browser, type Disposable, type Page } from '@playwright/test';
import { startDemoHttpServer, type DemoHttpServer } from '@portal/demo-backend/http-server';
import { SWEEP_ACCOUNTS, type SweepRole } from './sweep-routes.ts';

/** The production build under test; PORTAL_DIST points elsewhere to test a build made apart. */
export const PORTAL_DIST = process.env.PORTAL_DIST ?? fileURLToPath(new URL('../../apps/portal/dist', import.meta.url));

export const PASSWORD = 'demo1234';

export interface ApiSession {
  token: string;
  user: unknown;
}

const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

/** A browser's storage as Playwright's `storageState` takes it. */
export interface StoredState {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/** What the portal keeps in the browser once this session signed in (its `token` and `user` keys). */
export function signedInState(baseURL: string, { token, user }: ApiSession): StoredState {
  const localStorage = [
    { name: 'token', value: JSON.stringify(token) },
    { name: 'user', value: JSON.stringify(user) },
  ];
  return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] };
}

/**
 * Signs the page's browser in as this account through the API, against the server the page
 * uses, and keeps the session where the portal keeps it, as the login form does: for journeys
 * that are not about signing in (the form has journeys of its own). It replaces any session the
 * browser had; on a worker's own demo, call it after any reset of the test's, since a reset ends
 * every session. With a `path`, it opens that address and returns once the portal has taken the
 * session (its first call as the user answered), so that what the test waits for next is the
 * screen, not the portal's start; without one, the page's next load opens signed in. The
 * password is the seed's unless the test changed it.
 */
export async function signInAs(page: Page, email: string, path?: string, password = PASSWORD): Promise<void> {
  const login = await page.request.post('/api/login', { data: { email, password }, headers: JSON_HEADERS });
  expect(login.status(), `signing in ${email} through the API`).toBe(200);
  await page.context().setStorageState(signedInState(login.url(), (await login.json()) as ApiSession));
  if (path === undefined) return;
  const started = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-user');
  await page.goto(path);
  expect((await started).status(), `the portal took the session of ${email}`).toBe(200);
}

/**
 * A demo server of the worker's own, started with the build's scripts and style sheets already
 * compressed. The server compresses each file on its first request, in this worker's process:
 * without this, a worker's first page (and a retry always runs in a new worker) waits for the
 * compression of all its code within its first assertion's time.
 */
export async function startWorkerDemo(): Promise<DemoHttpServer> {
  const server = await startDemoHttpServer({ port: 0, staticDir: PORTAL_DIST });
  const files = readdirSync(join(PORTAL_DIST, 'assets')).filter((file) => /\.(js|css)$/.test(file));
  const fetchNext = async (): Promise<void> => {
    const file = files.pop();
    if (!file) return;
    // The answer's head comes once the file is compressed; its body is not needed.
    const response = await fetch(`${server.url}/app/assets/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
    await response.body?.cancel();
    return fetchNext();
  };
  await Promise.all(Array.from({ length: 4 }, fetchNext));
  return server;
}

/**
 * For tests that change data: each worker serves the production build from a demo server of its
 * own, with its own data, so that other tests running meanwhile see the seed they expect. Every
 * test starts from the seed: what an earlier test of the worker changed (a setting switched off,
 * a row added) does not carry over.
 */
export const testWithOwnDemo = base.extend<{ seedEachTest: boolean; seeded: void }, { demo: DemoHttpServer }>({
  demo: [
    async ({}, provide) => {
      const server = await startWorkerDemo();
      await provide(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  /** A serial journey whose tests build on one another sets this to false (`test.use`) and seeds once itself. */
  seedEachTest: [true, { option: true }],
  seeded: [
    async ({ demo, seedEachTest }, provide) => {
      if (!seedEachTest) return provide();
      const reset = await fetch(`${demo.url}/__demo/reset`, { method: 'POST' });
      if (reset.status !== 200) throw new Error(`The demo server could not be reset (${reset.status}).`);
      await provide();
    },
    { auto: true },
  ],
  baseURL: async ({ demo }, provide) => provide(demo.url),
});

/**
 * The build's chunks whose source matches `source` (a path below the repository, as in Vite's
 * manifest): the code of one area of the portal, found without guessing at file names.
 */
export function chunksFrom(source: RegExp): string[] {
  const manifest = JSON.parse(readFileSync(join(PORTAL_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; src?: string }>;
  return Object.values(manifest)
    .filter((chunk) => source.test(chunk.src ?? ''))
    .map((chunk) => chunk.file);
}

/** The admin, reseller, moderator and set-up features, the shell's admin-only pieces and the charts (only admin screens draw them): code a customer never needs. */
export const NOT_FOR_CUSTOMERS = /packages\/feature-(admin|reseller|moderator|setup-wizard)\/|src\/shell\/(search|processes|restore-session)\/|packages\/ui-kit\/src\/charts\/|node_modules\/.*\/d3-/;

/** What went wrong in a page: uncaught errors, console errors and Content-Security-Policy violations. */
export interface PageWatch {
  pageErrors: string[];
  /** `console.error` lines of the portal and of React; the browser's own "Failed to load resource" lines are left out. */
  consoleErrors: string[];
  /** From `securitypolicyviolation` events and the browser's "Refused to …" console lines. */
  cspViolations: string[];
  /** Empties the lists, e.g. between two loads of the same page. */
  clear(): void;
}

/**
 * Watches a page from its next load on. The violation events are reported through a binding, which
 * the policy cannot block, from a listener that is in place before any of the page's own scripts.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = {
    pageErrors: [],
    consoleErrors: [],
    cspViolations: [],
    clear() {
      for (const list of [watch.pageErrors, watch.consoleErrors, watch.cspViolations]) list.length = 0;
    },
  };
  page.on('pageerror', (error) => watch.pageErrors.push(error.stack ?? error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (text.startsWith('Refused to ')) watch.cspViolations.push(text);
    else if (!text.startsWith('Failed to load resource')) watch.consoleErrors.push(text);
  });
  await page.exposeBinding('__reportPolicyViolation', (_source, violation: string) => {
    watch.cspViolations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportPolicyViolation?: (violation: string) => void }).__reportPolicyViolation;
        report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      },
      true,
    );
  });
  return watch;
}

export const ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.test', home: '/app/admin/dashboard', heading: 'Admin dashboard' },
  { role: 'customer with Plex', email: 'plex@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'customer with Emby', email: 'emby@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'customer with Jellyfin', email: 'jellyfin@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'reseller', email: 'reseller@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'moderator', email: 'moderator@demo.test', home: '/app/dashboard', heading: 'Your servers' },
  { role: 'trial user', email: 'trial@demo.test', home: '/app/dashboard', heading: 'Your servers' },
] as const;


/**
 * Signs in through the API and stores the session as the portal does, to keep the sweeps quick.
 * Returns the script that stores it, which a page that goes on to another session disposes of.
 */
export async function signInForSweep(page: Page, role: SweepRole): Promise<Disposable | undefined> {
  if (role === 'guest') return undefined;
  const response = await page.request.post('/api/login', {
    data: { email: SWEEP_ACCOUNTS[role], password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(response.ok()).toBe(true);
  return storeSession(page, (await response.json()) as ApiSession);
}

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

/**
 * Stores the session in the page as the portal does, so that the page opens signed in: a script
 * that runs before the portal's on every load, until it is disposed of.
 */
export async function storeSession(page: Page, { token, user }: ApiSession): Promise<Disposable> {
  return page.addInitScript(
    ([storedToken, storedUser]) => {
      window.localStorage.setItem('token', JSON.stringify(storedToken));
      window.localStorage.setItem('user', JSON.stringify(storedUser));
    },
    [token, user] as const,
  );
}

/** A second browser of its own, signed in as this account at this address (another person beside the test's own page). */
export async function signedInPage(browser: Browser, baseURL: string, email: string, path: string): Promise<Page> {
  const page = await browser.newPage({ baseURL });
  await signInAs(page, email, path);
  return page;
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
