import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium: no test tool downloads a browser of its own. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's features that Playwright turns off at every launch, read from the installed
 * Playwright's own list (its `--disable-features` switch). Chromium takes the last switch of a name
 * as the whole list, so a switch of the tests' own must repeat these. A Playwright that keeps the
 * list elsewhere fails here, rather than having its list dropped without a word.
 */
export function playwrightDisabledFeatures(): string[] {
  const fromTest = createRequire(createRequire(import.meta.url).resolve('@playwright/test/package.json'));
  const fromRunner = createRequire(fromTest.resolve('playwright/package.json'));
  const bundle = readFileSync(join(dirname(fromRunner.resolve('playwright-core/package.json')), 'lib/coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  const names = [...(list ?? '').replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9_]+)"/g)].map((match) => match[1]!);
  if (names.length === 0) throw new Error('Playwright’s list of the Chromium features it turns off was not found: see playwrightDisabledFeatures().');
  return names;
}

/**
 * The address bar's popup, which Chromium draws as a page of its own (`chrome://omnibox-popup`)
 * for every window, and so for every test's browser context, though a headless window never shows
 * it: 0.9 s of processor time per context on this machine, turned off.
 */
const HIDDEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...playwrightDisabledFeatures(), ...HIDDEN_BROWSER_UI].join(',')}`,
];

const PORT = Number(process.env.E2E_PORT ?? 4310);
const dist = process.env.PORTAL_DIST ?? fileURLToPath(new URL('../apps/portal/dist', import.meta.url));
/** Specs that run against servers of their own (e2e/realtime/), which they restart: one project, one worker. */
const REALTIME_SPEC = /(realtime-alerts|moderator-tickets)\.spec\.ts$/;

/**
 * The accessibility and layout sweep judges every route twice, in the fault sweep's clean visit
 * (fault-sweep.spec.ts): on a desktop in the light theme and at a phone's width in the dark theme,
 * so each route meets each width and each theme. `SWEEP_FULL=1` (set by `pnpm affected`) crosses
 * them in visits of their own (sweep.spec.ts): the dark desktop, and a phone (touch, its own
 * context) in both themes.
 */
const SWEEP_FULL = Boolean(process.env.SWEEP_FULL) && process.env.SWEEP_FULL !== '0';
const tagged = (...tags: string[]) => new RegExp(tags.map((tag) => `(?=.*${tag}\\b)`).join(''));
/** Journeys about phone behaviour; every other journey runs on a desktop only. */
const PHONE = tagged('@phone');
const SWEEP = tagged('@sweep');

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A safety net in CI: a test that fails once is run again, and the summary names every test that
  // passed only at its second try, each a defect to fix.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  testIgnore: REALTIME_SPEC,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // Recording a trace costs every test its time; a failure's retry records one, and CI retries each failure once.
    trace: 'on-first-retry',
  },
  projects: [
    // The production build (`dist`, like the others) served by a demo backend of the worker's own that
    // names the echo server in its pages: one worker, so both files share one stack of servers. It
    // comes first: its tests run one after another on one worker while the other worker takes the
    // rest, so the run does not end on them with the other worker idle.
    { name: 'realtime', testMatch: REALTIME_SPEC, testIgnore: [], workers: 1, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'desktop',
      grepInvert: SWEEP_FULL ? [PHONE, tagged('@sweep', '@light')] : [PHONE, SWEEP],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: SWEEP_FULL ? [PHONE, SWEEP] : [PHONE],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  // The production build, served under /app/ with the demo backend answering /api.
  webServer: {
    command: `pnpm --filter @portal/demo-backend serve --port ${PORT} --dist ${dist}`,
    url: `http://127.0.0.1:${PORT}/app/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
