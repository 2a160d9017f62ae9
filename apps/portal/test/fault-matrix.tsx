/**
 * The route × fault-class matrix at route level: every route of the sweeps, opened through the
 * whole portal (start-up, guard, shell, the area's lazily loaded screens, the answers' validators)
 * against the demo backend's handlers, once clean and once under each fault class applied to every
 * call but the session's own. The browser's fault sweep (e2e/tests/fault-sweep.spec.ts) keeps what
 * only a browser shows: each route's clean visit in its three variants, its forms, and one fault
 * class per route, rotating through the classes.
 *
 * For each class the screen keeps its shell (header, theme toggle, and for a signed-in user the
 * main menu and the bell), settles (no loading state once the calls are done), shows an error or
 * an empty state rather than nothing, says so when its own calls fail, does not crash and logs no
 * error. A slow answer shows a loading state, then the screen.
 *
 * A test file of the matrix takes the routes it chooses (`defineFaultMatrix`); `FAULT_MATRIX_ROUTE`
 * narrows a run to the routes whose address contains one of its comma-separated parts.
 */
import { login, sessionStore } from '@portal/api-client';
import { signOutForTest } from '@portal/api-client/testing';
import { clearFaults, DEMO_PASSWORD, FAULT_KINDS, resetDemoData, setFaults, type FaultKind } from '@portal/demo-backend';
import { setupDemoBackend } from '@portal/demo-backend/node';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { SWEEP_ACCOUNTS, SWEEP_ROUTES, type SweepRoute } from '../../../e2e/tests/sweep-routes.ts';
import { AREAS } from '../src/router/areas.tsx';
import { renderPortal } from './render-portal.tsx';

/** Answers that say the call failed: a screen whose own calls fail says so. */
const FAILURES: readonly FaultKind[] = ['success-false', 'status-404', 'status-422', 'status-500', 'no-answer'];
/** Calls that would end the session. */
const SESSION_CALLS = ['/api/login', '/api/get-user', '/api/broadcasting/auth'];
/** The shell's calls on every page; the screen's own calls are the others. */
const SHELL_CALLS = /^\/api\/(system\/settings|customer\/notifications(\/count-unread)?|customer\/announcements|customer\/messages|admin\/support\/tickets\/count-new)$/;
/** Long enough to see the loading states, short enough for a chain of calls (as in the browser's sweep). */
const SLOW_MS = 150;

export const MATRIX_KINDS: readonly FaultKind[] = FAULT_KINDS;

/** Routes in the order of the sweep list, narrowed by `FAULT_MATRIX_ROUTE` (parts of addresses, comma-separated) when set. */
export function matrixRoutes(): SweepRoute[] {
  const only = process.env.FAULT_MATRIX_ROUTE?.split(',').filter(Boolean) ?? [];
  return only.length > 0 ? SWEEP_ROUTES.filter((route) => only.some((part) => route.path.includes(part))) : SWEEP_ROUTES;
}

// Busy regions, "Loading …" lines, and spinners and skeletons: the browser's sweep knows those by
// their endless animation, which jsdom does not run, so here they are known by their kit's class.
const isLoadingState = (element: Element) =>
  element.getAttribute('aria-busy') === 'true' ||
  /^loading/i.test(element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '') ||
  element.querySelector('[class*="spinnerIcon"], [class*="skeleton"]') !== null;
const loadingIn = (scope: ParentNode) => Array.from(scope.querySelectorAll('[aria-busy="true"], [role="status"]')).some(isLoadingState);

interface ScreenState {
  loading: boolean;
  crashed: boolean;
  alerts: string[];
  content: string;
}

/** What a person sees of the screen: as the browser sweep reads it, without layout. */
function readScreen(): ScreenState {
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
  return {
    loading: loadingIn(document),
    crashed: Array.from(document.querySelectorAll('h1')).some((heading) => heading.textContent?.trim() === 'This screen ran into a problem'),
    alerts: Array.from(document.querySelectorAll('main [role="alert"], [role="dialog"] [role="alert"], [role="alertdialog"]')).map((element) => element.textContent?.trim() ?? ''),
    content,
  };
}

/** The deepest element whose text holds `text`, as the browser's `getByText(text, { exact: false })` finds it. */
function findReady(text: string): Element | undefined {
  const wanted = text.toLowerCase();
  const holds = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').toLowerCase().includes(wanted);
  return Array.from(document.body.querySelectorAll('*')).find((element) => holds(element) && !Array.from(element.children).some(holds));
}

/** The API calls of the page as they happen, through msw's own events. */
function trackCalls(server: ReturnType<typeof setupDemoBackend>) {
  const calls = { inflight: 0, started: 0, paths: new Set<string>() };
  const ids = new Set<string>();
  const pathOf = (request: Request) => {
    const { pathname } = new URL(request.url);
    return pathname.startsWith('/api/') ? pathname : null;
  };
  const started = ({ request, requestId }: { request: Request; requestId: string }) => {
    const path = pathOf(request);
    if (!path) return;
    ids.add(requestId);
    calls.inflight += 1;
    calls.started += 1;
    calls.paths.add(path);
  };
  const ended = ({ requestId }: { requestId: string }) => {
    if (!ids.delete(requestId)) return;
    calls.inflight = Math.max(0, calls.inflight - 1);
  };
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  server.events.on('unhandledException', ended);
  return calls;
}

const tick = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/**
 * Waits until no call is under way, the queries are idle and nothing shows a loading state, for a
 * few turns in a row; with `needsCall`, only once a call was made (the portal's start-up makes
 * some; a screen that calls nothing, coming back, makes none).
 */
async function settle(calls: ReturnType<typeof trackCalls>, queryClient: { isFetching(): number; isMutating(): number }, timeout = 8_000, needsCall = true): Promise<boolean> {
  const deadline = Date.now() + timeout;
  let quiet = 0;
  while (Date.now() < deadline) {
    await tick(10);
    const idle = (!needsCall || calls.started > 0) && calls.inflight === 0 && queryClient.isFetching() === 0 && queryClient.isMutating() === 0 && !loadingIn(document);
    quiet = idle ? quiet + 1 : 0;
    // Idle for a few turns: a lazily loaded screen or error panel has had its chance to show.
    if (quiet >= 3) return true;
  }
  return false;
}

/** A screen with nothing on it: the matrix leaves the route for it, so that the route's screen mounts afresh. */
const BLANK_PATH = 'fault-matrix-blank';
const blankScreen = { path: BLANK_PATH, handle: { access: { auth: false }, title: 'Blank' }, element: <p>Blank</p> };

export interface MatrixMeta {
  route: string;
  role: string;
  /** Each fault class met, and whether the screen held under it. */
  kinds: Record<string, 'passed' | 'failed'>;
}

/**
 * Defines the matrix's tests for the routes `pick` selects (by their position in the sweep list,
 * so the files of the matrix split the list between them): one test per route, which opens the
 * route clean (the whole portal starting up at its address), then, for each fault class, leaves
 * for a blank screen, drops the screen's cached answers and comes back, so that the screen mounts
 * and calls again under that class while the shell stays (the shell's start-up under every class
 * is the browser's, once per role). Each class's outcome goes into the test's `meta`, which the
 * test command's summary counts as route × class pairs.
 */
export function defineFaultMatrix(pick: (route: SweepRoute, index: number) => boolean) {
  const server = setupDemoBackend();
  const routes = matrixRoutes().filter((route) => pick(route, SWEEP_ROUTES.indexOf(route)));

  // The areas' route modules are compiled on their first import; doing it here keeps that time
  // out of the first test's waits.
  // The first visit of a file also compiles the shell's lazily loaded pieces: one visit ahead of
  // the tests, unjudged, keeps that time out of the first route's waits.
  beforeAll(async () => {
    await Promise.all(AREAS.map((area) => area.load()));
    const first = routes[0];
    if (!first) return;
    if (first.role !== 'guest') await login({ email: SWEEP_ACCOUNTS[first.role], password: DEMO_PASSWORD });
    renderPortal(first.path);
    await waitFor(() => expect(findReady(first.ready)).toBeDefined(), { timeout: 60_000 }).catch(() => {});
    cleanup();
    signOutForTest();
    resetDemoData();
  }, 120_000);

  afterEach(() => {
    cleanup();
    signOutForTest();
  });

  // A file whose part of the list `FAULT_MATRIX_ROUTE` leaves empty says so rather than failing.
  if (routes.length === 0) it.skip('no route of this part of the list matches FAULT_MATRIX_ROUTE', () => {});
  for (const route of routes) {
    it(`${route.path} as ${route.role}`, async ({ task }) => {
      const meta: MatrixMeta = { route: route.path, role: route.role, kinds: {} };
      (task.meta as { faultMatrix?: MatrixMeta }).faultMatrix = meta;
      if (route.role !== 'guest') await login({ email: SWEEP_ACCOUNTS[route.role], password: DEMO_PASSWORD });
      const calls = trackCalls(server);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      let wasLoading = false;
      const observer = new MutationObserver(() => {
        const main = document.querySelector('main');
        if (!wasLoading && main) wasLoading = loadingIn(main);
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy', 'role'] });
      const portal = renderPortal(route.path, { extraScreens: [blankScreen] });
      // A screen's own retries (a server's page tries a failed load twice more) come at once, as
      // they do on the browser sweep's fast-forwarded clock: the outcome is the same, without the waits.
      const defaults = portal.queryClient.getDefaultOptions();
      portal.queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });

      // Clean: the screen shows its ready text, and its own calls are learnt.
      await waitFor(() => expect(findReady(route.ready), `“${route.ready}” shows`).toBeDefined(), { timeout: 15_000 });
      expect(await settle(calls, portal.queryClient), 'the page settles').toBe(true);
      const own = [...calls.paths].filter((path) => !SHELL_CALLS.test(path) && !SESSION_CALLS.includes(path));
      expect(errors.mock.calls.map(String), 'console errors without faults').toEqual([]);
      const target = route.path.replace(/^\/app/, '');
      const toggledUnder = MATRIX_KINDS[SWEEP_ROUTES.indexOf(route) % MATRIX_KINDS.length];

      for (const kind of MATRIX_KINDS) {
        const failed = () => {
          meta.kinds[kind] = 'failed';
        };
        meta.kinds[kind] = 'passed';
        await act(() => portal.router.navigate(`/${BLANK_PATH}`));
        portal.queryClient.removeQueries({ type: 'inactive', predicate: (query) => query.queryKey[0] !== 'session' });
        setFaults([{ kind, except: SESSION_CALLS, ...(kind === 'slow' ? { delayMs: SLOW_MS } : {}) }]);
        errors.mockClear();
        wasLoading = false;
        await act(() => portal.router.navigate(target));
        const check = (ok: boolean, message: string) => {
          expect.soft(ok, message).toBe(true);
          if (!ok) failed();
        };
        if (kind === 'slow') {
          const shown = await waitFor(() => expect(findReady(route.ready)).toBeDefined(), { timeout: 10_000 }).then(
            () => true,
            () => false,
          );
          check(shown, `slow: “${route.ready}” once the answers come`);
        }
        const settled = await settle(calls, portal.queryClient, 8_000, false);
        const state = readScreen();
        check(settled && !state.loading, `${kind}: the page still shows a loading state`);
        check(!state.crashed, `${kind}: the screen crashed`);
        check(state.alerts.length > 0 || state.content.length > 0, `${kind}: the screen shows an error or an empty state, not nothing`);
        if (FAILURES.includes(kind) && own.length > 0) {
          const notFound = kind === 'status-404' && /not found|no such|does not exist/i.test(state.content);
          check(state.alerts.length > 0 || notFound, `${kind}: the screen says its data could not be loaded (it shows “${state.content.slice(0, 160)}”)`);
        }
        if (kind === 'slow' && own.length > 0) check(wasLoading, 'slow: a loading state while the screen’s own calls are under way');

        // Read from the page as the browser's sweep reads it: a dialog the screen opens hides the
        // shell from the accessibility tree (it stays on the page, out of reach until it closes).
        const header = document.querySelector('header');
        const toggle = header?.querySelector<HTMLButtonElement>('button[aria-label^="Switch to"]') ?? null;
        check(header !== null, `${kind}: the header`);
        check(toggle !== null && !toggle.disabled, `${kind}: the theme toggle`);
        if (route.role !== 'guest') {
          check(document.querySelector('nav[aria-label="Main menu"] a') !== null, `${kind}: the main menu`);
          const bell = header?.querySelector<HTMLButtonElement>('button[aria-label^="Notifications"]') ?? null;
          check(bell !== null && !bell.disabled, `${kind}: the bell`);
        }
        if (kind === toggledUnder && toggle && !document.querySelector('[role="dialog"], [role="alertdialog"]')) {
          const before = document.documentElement.dataset.theme;
          await portal.user.click(toggle);
          check(document.documentElement.dataset.theme !== before, `${kind}: the theme toggle switches the theme`);
        }
        const logged = errors.mock.calls.map((call) => call.map(String).join(' ').slice(0, 300));
        check(logged.length === 0, `${kind}: console errors: ${logged.join(' | ')}`);
        check(sessionStore.getState().token !== null === (route.role !== 'guest'), `${kind}: the session stays as it was`);
      }
      observer.disconnect();
      clearFaults();
    }, 120_000);
  }
}
