import { expect, type Disposable, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import { FAULT_KINDS, type FaultKind } from '@portal/demo-backend';
import { judgePage } from './judge-page.ts';
import { judgePseudoLocale, recordAnswerTexts, switchLanguage } from './languages.ts';
import { SWEEP_ROUTES, type SweepRoute } from './sweep-routes.ts';
import { signInForSweep, testWithOwnDemo as test, watchPage, type PageWatch } from './support.ts';

/**
 * Every route of the sweep in the production build: its clean visit, judged in three variants, its
 * forms, and the fault classes this route meets in the browser (`browserKinds`). The whole route ×
 * fault-class matrix runs at route level, through the real shell, guard, validators and demo
 * handlers in Vitest (apps/portal/test/fault-matrix.tsx); the browser keeps what only a browser
 * proves: loading the screens' chunks, layout, the policy, and each class meeting every area of
 * the portal as it is built. Apart from the routes, the shell's start-up under every class, once
 * per role (`the shell starts under every fault class`).
 *
 * Under a fault class the page keeps its shell (header, menu, bell, theme toggle), shows an error
 * or an empty state (or, when slow, a loading state and then the screen), and throws nothing, logs
 * no error and breaks no rule of the Content-Security-Policy. Forms keep what was typed when the
 * server refuses (422) or fails (500).
 *
 * The first, clean visit is also the accessibility and layout sweep's: the screen is judged on a
 * desktop in the light theme in English, then at a phone's width in the dark theme in the
 * pseudo-locale (where text not in a catalog, or cut off, fails), then on a desktop in German (see
 * sweep.spec.ts for the full crossing of widths and themes), so each route meets each width, theme
 * and language without a visit of its own. The language changes in place, as a switch does.
 *
 * Each test records what each of its routes covered as annotations (`sweep variant`, `fault class`,
 * described as `route | what`), which the test command's summary counts against the route list,
 * failing when a pair is missing.
 *
 * A test sweeps a few routes of one role in one page, so that only its first route loads the
 * build's scripts cold; each route starts from a blank page, the seed, empty storage and a session
 * of its own, and is loaded again for its fault class, against a demo server of this worker's own.
 * The page runs on a fake clock that keeps the normal pace and is fast-forwarded whenever no call
 * is under way, so the retries of failed calls come at once.
 */
const KINDS = FAULT_KINDS;
type Kind = FaultKind;

/** Answers that say the call failed: a screen whose own calls fail says so. */
const FAILURES: readonly Kind[] = ['success-false', 'status-404', 'status-422', 'status-500', 'no-answer'];

/** Calls that would end the session, or are not the route's (the realtime server's). */
const SESSION_CALLS = ['/api/login', '/api/get-user', '/api/broadcasting/auth'];

/** The shell's calls on every page; the screen's own calls are the others. */
const SHELL_CALLS = /^\/api\/(system\/settings|customer\/notifications(\/count-unread)?|customer\/announcements|customer\/messages|admin\/support\/tickets\/count-new)$/;

/** Long enough to see the loading states, short enough for a chain of calls. */
const SLOW_MS = 150;

const PHONE = { width: 390, height: 844 };

/** The three variants of a route's clean visit, as the annotations name them. */
const SWEEP_VARIANTS = ['light desktop en', 'dark phone en-XA', 'dark desktop de'] as const;

/** The part of the portal a route belongs to, by the role that opens it. */
function areaOf(route: SweepRoute): string {
  if (route.role === 'guest') return 'public';
  if (route.role === 'admin' || route.role === 'moderator') return route.role;
  if (route.role === 'reseller' || route.role === 'reseller-node') return 'reseller';
  return 'customer';
}

/**
 * The fault classes a route meets in the browser: the routes of an area share the classes out in
 * turn, one each, so that every class meets every area; an area with fewer routes than classes
 * gives each of its routes as many as it takes.
 */
function browserKinds(route: SweepRoute): Kind[] {
  const area = SWEEP_ROUTES.filter((other) => areaOf(other) === areaOf(route));
  const position = area.indexOf(route);
  const each = Math.ceil(KINDS.length / area.length);
  return Array.from({ length: each }, (_, step) => KINDS[(position * each + step) % KINDS.length]!);
}

/** The calls of the API the page makes, as they happen. */
interface Network {
  inflight: number;
  started: number;
  /** Paths of the calls since the list was last emptied. */
  paths: Set<string>;
  /** Statuses of the answers to changes (non-GET calls) since the list was last emptied; 0 for none. */
  changes: number[];
}

function trackApi(page: Page): Network {
  const network: Network = { inflight: 0, started: 0, paths: new Set(), changes: [] };
  const apiPath = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/api/') ? pathname : null;
  };
  page.on('request', (request) => {
    const path = apiPath(request);
    if (!path) return;
    network.inflight += 1;
    network.started += 1;
    network.paths.add(path);
  });
  const finished = (failed: boolean) => async (request: Request) => {
    const path = apiPath(request);
    if (!path) return;
    network.inflight = Math.max(0, network.inflight - 1);
    if (request.method() === 'GET') return;
    network.changes.push(failed ? 0 : ((await request.response())?.status() ?? 0));
  };
  page.on('requestfinished', finished(false));
  page.on('requestfailed', finished(true));
  return network;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Through the demo server's HTTP endpoint, as any test client would. */
async function setFaults(server: string, rules: object[] | null) {
  const response = await fetch(`${server}/__demo/faults`, {
    method: rules ? 'POST' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: rules ? JSON.stringify({ rules }) : undefined,
  });
  expect(response.status, await response.text()).toBe(200);
}

interface ScreenState {
  /** A loading state anywhere: the portal's start-up, an area's routes, a screen. */
  loading: boolean;
  crashed: boolean;
  /** Alerts in the screen or in a dialog: error states, or the screen's own messages. */
  alerts: string[];
  /** The screen's text without its title, description, navigation and status lines. */
  content: string;
  /** A modal dialog keeps the page behind it out of reach, as it should. */
  modalOpen: boolean;
  shell: { header: boolean; menu: boolean; bell: boolean; toggle: boolean; theme: string | undefined };
}

/** What the sweep reads in the page; `installScreenReader` puts it there before the portal's scripts run. */
interface ScreenReader {
  read(): ScreenState;
  /** Whether anything shows a loading state: the portal's start-up, an area's routes, a screen. */
  loading(): boolean;
  /** Whether the screen itself shows a loading state. */
  screenLoading(): boolean;
  /** Whether the screen has shown a loading state since this document loaded. */
  screenWasLoading(): boolean;
}

/** An init script: it runs in the page, so it holds everything it needs. */
function installScreenReader() {
  const shown = (element: Element | null): element is Element =>
    element !== null && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  // Busy regions, "Loading …" lines, and spinners and skeletons, which turn or shimmer while shown.
  const isLoadingState = (element: Element) =>
    shown(element) &&
    (element.getAttribute('aria-busy') === 'true' ||
      /^loading/i.test(element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '') ||
      element.getAnimations({ subtree: true }).some((animation) => animation.effect?.getComputedTiming().iterations === Infinity));
  const loadingIn = (scope: string) => Array.from(document.querySelectorAll(`${scope}[aria-busy="true"], ${scope}[role="status"]`)).some(isLoadingState);
  const enabled = (element: Element | null | undefined) => shown(element ?? null) && !(element as HTMLButtonElement).disabled;

  // Watched from the first change of the document on, so that a short loading state is seen even
  // when the test looks a moment later.
  let screenWasLoading = false;
  new MutationObserver(() => {
    if (!screenWasLoading && document.querySelector('main')) screenWasLoading = loadingIn('main ');
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'role', 'class', 'style', 'hidden'] });

  const reader: ScreenReader = {
    loading: () => loadingIn(''),
    screenLoading: () => loadingIn('main '),
    screenWasLoading: () => screenWasLoading || loadingIn('main '),
    read() {
      const main = document.querySelector('main');
      let content = '';
      if (main) {
        const copy = main.cloneNode(true) as HTMLElement;
        for (const heading of Array.from(copy.querySelectorAll('h1'))) {
          if (heading.nextElementSibling?.tagName === 'P') heading.nextElementSibling.remove();
          heading.remove();
        }
        for (const element of Array.from(copy.querySelectorAll('nav, [role="status"], [aria-hidden="true"]'))) element.remove();
        content = copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      }
      const header = document.querySelector('header');
      return {
        loading: reader.loading(),
        crashed: Array.from(document.querySelectorAll('h1')).some((heading) => heading.textContent?.trim() === 'This screen ran into a problem'),
        alerts: Array.from(document.querySelectorAll('main [role="alert"], [role="dialog"] [role="alert"], [role="alertdialog"]'))
          .filter(shown)
          .map((element) => element.textContent?.trim() ?? ''),
        content,
        modalOpen: Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]')).some(shown),
        shell: {
          header: shown(header),
          menu: shown(document.querySelector('nav[aria-label="Main menu"] a')),
          bell: enabled(header?.querySelector('button[aria-label^="Notifications"]')),
          toggle: enabled(header?.querySelector('button[aria-label^="Switch to"]')),
          theme: document.documentElement.dataset.theme,
        },
      };
    },
  };
  (window as unknown as { __screen: ScreenReader }).__screen = reader;
}

const screen = (page: Page) => ({
  read: () => page.evaluate(() => (window as unknown as { __screen: ScreenReader }).__screen.read()),
  loading: () => page.evaluate(() => (window as unknown as { __screen: ScreenReader }).__screen.loading()),
  screenWasLoading: () => page.evaluate(() => (window as unknown as { __screen: ScreenReader }).__screen.screenWasLoading()),
});

/**
 * Waits until the page has made a call since `since`, no call is under way, nothing shows a loading
 * state, and a fast-forward of the clock past every retry's delay starts no further call. False when
 * that does not happen in time.
 */
async function settle(page: Page, network: Network, since: number, timeout = 12_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (network.inflight > 0 || network.started <= since) {
      await sleep(10);
      continue;
    }
    const before = network.started;
    await page.clock.fastForward(5_000);
    await sleep(40);
    if (network.started === before && network.inflight === 0 && !(await screen(page).loading())) return true;
  }
  return false;
}

function expectNothingBroke(watched: PageWatch, when: string) {
  expect.soft(watched.pageErrors, `${when}: uncaught page errors`).toEqual([]);
  expect.soft(watched.consoleErrors, `${when}: console errors`).toEqual([]);
  expect.soft(watched.cspViolations, `${when}: Content-Security-Policy violations`).toEqual([]);
}

/**
 * The shell is there and works: header and theme toggle, and for a signed-in user the menu and the
 * bell. With `click`, the toggle is used and must switch the theme; each route does so under one
 * fault class, a different one from route to route.
 */
async function expectShell(page: Page, route: SweepRoute, kind: Kind, state: ScreenState, click: boolean) {
  const { shell } = state;
  expect.soft(shell.header, `${kind}: the header`).toBe(true);
  expect.soft(shell.toggle, `${kind}: the theme toggle`).toBe(true);
  if (route.role !== 'guest') {
    expect.soft(shell.menu, `${kind}: the main menu`).toBe(true);
    expect.soft(shell.bell, `${kind}: the bell`).toBe(true);
  }
  if (!click || state.modalOpen || !shell.toggle) return;
  // The choice is kept, so the next load starts in the other theme and switches back.
  await page.getByRole('banner').getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click();
  const switched = await page
    .waitForFunction((before) => document.documentElement.dataset.theme !== before, shell.theme, { timeout: 2_000 })
    .then(() => true)
    .catch(() => false);
  expect.soft(switched, `${kind}: the theme toggle switches the theme`).toBe(true);
}

const TEXT_FIELDS = [
  'input:not([type])',
  ...['text', 'email', 'password', 'url', 'search', 'tel', 'number'].map((type) => `input[type="${type}"]`),
  'textarea',
].join(', ');

/** A value a person would type into the field, by its type (and, for plain text, by what it asks for). */
async function plausibleValue(field: Locator): Promise<string> {
  const { type, hint } = await field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => ({
    type: element instanceof HTMLTextAreaElement ? 'textarea' : element.type,
    hint: [element.name, element.id, element.getAttribute('aria-label'), ...Array.from(element.labels ?? [], (label) => label.textContent)].join(' '),
  }));
  switch (type) {
    case 'email':
      return 'sam.rivera@example.com';
    case 'password':
      return 'popcorn-night-42';
    case 'url':
      return 'https://media.example.com';
    case 'tel':
      return '+31 20 123 4567';
    case 'number':
      return '42';
    case 'search':
      return 'Metropolis';
    case 'textarea':
      return 'Playback stops after about ten minutes on the living-room TV.';
    default:
      if (/host/i.test(hint)) return 'media.example.com';
      if (/port/i.test(hint)) return '587';
      return 'Sam Rivera';
  }
}

/** Closes what the failure opened (the error dialog, a dialog of the screen), so the next form is in reach. */
async function closeDialogs(page: Page) {
  const dialog = page.locator('[role="alertdialog"], [role="dialog"]').filter({ visible: true }).first();
  for (let attempt = 0; attempt < 3 && (await dialog.isVisible()); attempt += 1) {
    const ok = dialog.getByRole('button', { name: /^(OK|Close|Cancel)$/ }).first();
    if (await ok.isVisible()) await ok.click();
    else await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: 2_000 }).catch(() => {});
  }
}

/**
 * Fills the text fields of each form of the screen, makes every change fail (422, then 500) and
 * submits: what was typed is still there. A form that leads to another address (a search, the next
 * step of a wizard) has nothing to refuse, and the sweep goes back.
 */
async function checkForms(page: Page, server: string, network: Network, watched: PageWatch): Promise<{ forms: number; refused: number }> {
  const forms = page.locator('main form');
  let filled = 0;
  let refused = 0;
  for (let index = 0; index < (await forms.count()); index += 1) {
    const form = forms.nth(index);
    if (!(await form.isVisible())) continue;
    const fields: { field: Locator; value: string }[] = [];
    for (const field of await form.locator(TEXT_FIELDS).all()) {
      if (!(await field.isVisible()) || !(await field.isEditable())) continue;
      const value = await plausibleValue(field);
      await field.fill(value);
      fields.push({ field, value });
    }
    if (fields.length === 0) continue;
    filled += 1;
    const name = `form “${(await form.getAttribute('aria-label')) ?? index + 1}”`;

    for (const kind of ['status-422', 'status-500'] as const) {
      await setFaults(
        server,
        (['post', 'put', 'patch', 'delete'] as const).map((method) => ({ kind, method, except: ['/api/broadcasting/auth'] })),
      );
      watched.clear();
      network.changes.length = 0;
      const before = page.url();
      const address = new URL(before).pathname;
      // Sent, or refused by the screen before sending (its fields marked invalid), or taken into the
      // address (a search, the next step), or neither.
      const outcome = Promise.race([
        page.waitForRequest((request) => request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/'), { timeout: 2_000 }),
        form.locator('[aria-invalid="true"]').first().waitFor({ timeout: 2_000 }),
        page.waitForURL((url) => url.href !== before, { timeout: 2_000 }),
      ]).catch(() => {});
      const submit = form.locator('button[type="submit"], input[type="submit"]').filter({ visible: true }).first();
      if ((await submit.count()) > 0 && (await submit.isEnabled())) await submit.click();
      else await fields.at(-1)!.field.press('Enter');
      await outcome;
      await settle(page, network, network.started - 1, 5_000);
      if (network.changes.length > 0) refused += 1;
      await closeDialogs(page);

      if (new URL(page.url()).pathname !== address) {
        expectNothingBroke(watched, `${name}, ${kind}`);
        await page.goBack();
        await settle(page, network, network.started - 1);
        break;
      }
      for (const { field, value } of fields) await expect.soft(field, `${name}, ${kind}: what was typed stays`).toHaveValue(value);
      expectNothingBroke(watched, `${name}, ${kind}`);
      // A form that sends no change (a search, a filter) meets no refusal: one try says so.
      if (network.changes.length === 0) break;
    }
    await setFaults(server, null);
  }
  return { forms: filled, refused };
}

interface FaultLoad {
  server: string;
  route: SweepRoute;
  kind: Kind;
  /** The calls the fault leaves alone. */
  except: string[];
  network: Network;
  watched: PageWatch;
  /** What shows once the screen has loaded. */
  ready: Locator;
  /** The screen's own calls, from its clean visit. */
  ownCalls: string[];
  /** Whether to use the theme toggle, not only to find it. */
  toggle: boolean;
}

/** Loads the route under one fault class and judges what the page shows. */
async function loadUnderFault(page: Page, { server, route, kind, except, network, watched, ready, ownCalls, toggle }: FaultLoad) {
  await setFaults(server, [{ kind, except, ...(kind === 'slow' ? { delayMs: SLOW_MS } : {}) }]);
  watched.clear();
  network.paths.clear();
  const since = network.started;
  await page.goto(route.path, { waitUntil: 'commit' });

  if (kind === 'slow') {
    // While the screen's own calls are under way it says it is loading; then it shows.
    await expect.soft(ready, 'slow: the screen once its answers come').toBeVisible();
    if (ownCalls.length > 0) {
      expect.soft(await screen(page).screenWasLoading(), 'slow: a loading state while the screen’s own calls are under way').toBe(true);
    }
  }
  const settled = await settle(page, network, since);
  // A screen's error panel, like the header's bell (a chunk with its catalog), can be a chunk of
  // its own that is still on its way once the calls are done (the network watch counts the API
  // only): give it the time a user would.
  const signedIn = route.role !== 'guest';
  const incomplete = ({ alerts, content, shell }: ScreenState) =>
    (alerts.length === 0 && content.length === 0) || !shell.header || !shell.toggle || (signedIn && (!shell.menu || !shell.bell));
  let state = await screen(page).read();
  for (let wait = 0; wait < 40 && incomplete(state); wait += 1) {
    await sleep(100);
    state = await screen(page).read();
  }
  expect.soft(settled && !state.loading, `${kind}: the page still shows a loading state`).toBe(true);
  expect.soft(state.crashed, `${kind}: the screen crashed`).toBe(false);
  expect.soft(state.alerts.length > 0 || state.content.length > 0, `${kind}: the screen shows an error or an empty state, not nothing`).toBe(true);
  if (FAILURES.includes(kind) && ownCalls.length > 0) {
    const notFound = kind === 'status-404' && /not found|no such|does not exist/i.test(state.content);
    expect.soft(state.alerts.length > 0 || notFound, `${kind}: the screen says its data could not be loaded (it shows “${state.content.slice(0, 160)}”)`).toBe(true);
  }
  await expectShell(page, route, kind, state, toggle);
  expectNothingBroke(watched, kind);
}

/**
 * The routes of one test: a role's routes in the order of the list, a few at a time. They share
 * one page, so that only the first loads the build's files cold: each next route starts from a
 * blank page, the seed, empty storage and a fresh session, as a test of its own would, while the
 * scripts and style sheets come from the page's cache.
 */
const ROUTES_PER_TEST = 5;
const SWEEP_GROUPS: { name: string; routes: SweepRoute[] }[] = [...new Set(SWEEP_ROUTES.map((route) => route.role))].flatMap((role) => {
  const routes = SWEEP_ROUTES.filter((route) => route.role === role);
  return Array.from({ length: Math.ceil(routes.length / ROUTES_PER_TEST) }, (_, index) => {
    const part = routes.slice(index * ROUTES_PER_TEST, (index + 1) * ROUTES_PER_TEST);
    return { name: `as ${role}, part ${index + 1}: ${part.map((route) => route.path).join(', ')}`, routes: part };
  });
});

/** What the routes of one test share: the page's watches and its record of the answers' texts. */
interface SweepPage {
  server: string;
  watched: PageWatch;
  network: Network;
  answers: Set<string>;
  /** The script that stores the last route's session, disposed of before the next route signs in. */
  session?: Disposable;
}

/** Puts the browser back where a test of its own would start: no document, the seed, no storage. */
async function freshStart(page: Page, server: string, testInfo: { project: { use: { viewport?: { width: number; height: number } | null } } }) {
  // Emptied first by the document that wrote to it (a theme chosen with the toggle under the last
  // fault class), after its own writes; the origin's data is cleared again once it has gone.
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.goto('about:blank');
  const reset = await fetch(`${server}/__demo/reset`, { method: 'POST' });
  expect(reset.status, 'the demo server puts the seed back').toBe(200);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(server).origin, storageTypes: 'local_storage,session_storage,indexeddb,service_workers,cache_storage' });
  await cdp.detach();
  await page.context().clearCookies();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(testInfo.project.use.viewport ?? { width: 1280, height: 800 });
}

/** One route of the sweep: its clean visit judged in three variants, its forms, its fault classes. */
async function sweepRoute(page: Page, testInfo: TestInfo, route: SweepRoute, shared: SweepPage) {
  const { server, watched, network, answers } = shared;
  const name = `${route.path} as ${route.role}`;
  const started = Date.now();
  const phases: string[] = [];
  let mark = started;
  const phase = (label: string) => {
    phases.push(`${label} ${((Date.now() - mark) / 1000).toFixed(1)} s`);
    mark = Date.now();
  };
  await shared.session?.dispose();
  shared.session = await signInForSweep(page, route.role);
  watched.clear();
  answers.clear();
  network.paths.clear();
  const ready = page.getByText(route.ready, { exact: false }).filter({ visible: true }).first();

  // The route as it is: which calls are its screen's own, and its forms.
  const since = network.started;
  await page.goto(route.path, { waitUntil: 'commit' });
  await expect(ready).toBeVisible();
  await settle(page, network, since);
  phase('start');
  const ownCalls = [...network.paths].filter((path) => !SHELL_CALLS.test(path) && !SESSION_CALLS.includes(path));
  // The accessibility and layout sweep's visit: a desktop in the light theme, then a phone's
  // width in the dark theme (the system's, which the portal follows while no choice is stored;
  // a screen that opens with a dialog keeps the header's toggle out of reach).
  await judgePage(page, testInfo, 'light', { phone: false, idle: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize(PHONE);
  await switchLanguage(page, 'en-XA');
  await judgePage(page, testInfo, 'dark', { phone: true });
  await judgePseudoLocale(page, testInfo, answers);
  await page.setViewportSize(testInfo.project.use.viewport ?? { width: 1280, height: 800 });
  await switchLanguage(page, 'de');
  await judgePage(page, testInfo, 'dark', { phone: false });
  for (const variant of SWEEP_VARIANTS) testInfo.annotations.push({ type: 'sweep variant', description: `${name} | ${variant}` });
  // The forms and the faults are read in English (their names and the screens' states).
  await switchLanguage(page, 'en');
  expectNothingBroke(watched, 'without faults');
  phase('judged');
  const { forms, refused } = await checkForms(page, server, network, watched);
  phase('forms');

  const kinds = browserKinds(route);
  for (const kind of kinds) {
    testInfo.annotations.push({ type: 'fault class', description: `${name} | ${kind}` });
    await loadUnderFault(page, { server, route, kind, except: SESSION_CALLS, network, watched, ready, ownCalls, toggle: kind === kinds[0] });
  }
  await setFaults(server, null);
  phase('faults');

  testInfo.annotations.push({
    type: 'fault sweep',
    description: `${name}: ${((Date.now() - started) / 1000).toFixed(1)} s (${phases.join(', ')}); the screen's own calls: ${ownCalls.join(', ') || 'none'}; forms: ${forms}, of which the server refused ${refused}`,
  });
}

// A trace would record each of the hundreds of steps and double the time; the messages say what failed.
test.use({ trace: 'off', screenshot: 'only-on-failure' });

test.describe('the fault sweep', () => {
  test.afterEach(async ({ demo }) => {
    await setFaults(demo.url, null);
  });

  for (const group of SWEEP_GROUPS) {
    test(group.name, { tag: '@fault-sweep' }, async ({ page, demo }, testInfo) => {
      // A route takes about 5 s on a quiet machine, twice that beside another worker and the compiler of a retry.
      test.setTimeout(25_000 * group.routes.length);
      const shared: SweepPage = { server: demo.url, watched: await watchPage(page), network: trackApi(page), answers: recordAnswerTexts(page) };
      await page.addInitScript(installScreenReader);
      await page.clock.install();
      for (const [index, route] of group.routes.entries()) {
        // The worker's fixture has put the seed back for the first route.
        if (index > 0) await freshStart(page, demo.url, testInfo);
        await test.step(`${route.path} as ${route.role}`, () => sweepRoute(page, testInfo, route, shared));
      }
    });
  }
});

/**
 * The shell's start-up under every fault class, once per role: the first route of each role's in
 * the sweep list, loaded under each class applied to every call but the sign-in and the user's
 * (the shell's own calls included: the system settings, the bell's, the announcements).
 */
test.describe('the shell starts under every fault class', () => {
  test.afterEach(async ({ demo }) => {
    await setFaults(demo.url, null);
  });
  const roles = [...new Set(SWEEP_ROUTES.map((route) => route.role))];
  for (const role of roles) {
    const route = SWEEP_ROUTES.find((candidate) => candidate.role === role)!;
    test(`as ${role}, at ${route.path}`, { tag: '@fault-sweep' }, async ({ page, demo }, testInfo) => {
      const watched = await watchPage(page);
      const network = trackApi(page);
      await page.addInitScript(installScreenReader);
      await page.clock.install();
      await signInForSweep(page, role);
      const ready = page.getByText(route.ready, { exact: false }).filter({ visible: true }).first();
      await page.goto(route.path, { waitUntil: 'commit' });
      await expect(ready).toBeVisible();
      await settle(page, network, 0);
      const ownCalls = [...network.paths].filter((path) => !SHELL_CALLS.test(path) && !SESSION_CALLS.includes(path));
      for (const kind of KINDS) {
        testInfo.annotations.push({ type: 'start-up fault class', description: kind });
        await loadUnderFault(page, { server: demo.url, route, kind, except: SESSION_CALLS, network, watched, ready, ownCalls, toggle: false });
      }
    });
  }
});
