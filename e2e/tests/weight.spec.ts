import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { chunksFrom, NOT_FOR_CUSTOMERS, PASSWORD, PORTAL_DIST, testWithOwnDemo as test } from './support.ts';

/**
 * What the browser downloads: every script a page requests until the network is idle, weighed as
 * gzip -9 of the build's files. The bundle budget of apps/portal measures the build's graph; this
 * measures what a visit really loads, lazily loaded pieces included.
 */
const REPORT = fileURLToPath(new URL('../reports/weight.json', import.meta.url));
const KIB = 1024;

interface Weight {
  path: string;
  as: string;
  bytes: number;
  budgetKiB: number;
  scripts: { file: string; bytes: number }[];
}

/** Each page's figure joins the report as soon as it is measured, so a failing budget still shows its numbers. */
function record(key: string, weight: Weight) {
  let report: Record<string, Weight> = {};
  try {
    report = JSON.parse(readFileSync(REPORT, 'utf8')) as Record<string, Weight>;
  } catch {
    // No report yet.
  }
  report[key] = weight;
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
}

async function weigh(page: Page, path: string): Promise<{ scripts: Weight['scripts']; bytes: number }> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Pieces that load once the screen has rendered (the bell, the alerts) start a moment later.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  const scripts = [...requested].map((pathname) => {
    const file = pathname.replace(/^\/app\//, '');
    return { file, bytes: gzipSync(readFileSync(join(PORTAL_DIST, file)), { level: 9 }).length };
  });
  scripts.sort((a, b) => b.bytes - a.bytes);
  return { scripts, bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

test.describe('what the browser downloads', () => {
  // One after the other in one worker: both write the same report.
  test.describe.configure({ mode: 'default' });

  // 140 KiB before the portal spoke two languages; the message runtime, the language choice and the
  // sign-in page's English catalogs added 8.1 KiB (README, "Languages"). The entry also exports every
  // function of its own that a lazy chunk imports, so the limit leaves room for that list to grow.
  test('the login page of a guest: at most 150 KiB of scripts, and no area’s code', async ({ page }) => {
    const { scripts, bytes } = await weigh(page, '/app/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    record('login', { path: '/app/login', as: 'guest', bytes, budgetKiB: 150, scripts });

    const areas = chunksFrom(/packages\/feature-[a-z-]+\/|src\/shell\/(notifications|announcements|alerts|search|processes|restore-session)\//);
    expect(areas.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => areas.includes(script.file)).map((script) => script.file)).toEqual([]);
    expect(bytes, `the login page loads ${kib(bytes)} of scripts`).toBeLessThanOrEqual(150 * KIB);
  });

  test('the dashboard of the Plex customer: at most 200 KiB of scripts, and no other area’s code', async ({ page, demo }) => {
    const login = await fetch(`${demo.url}/api/login`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'plex@demo.test', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token, user } = (await login.json()) as { token: string; user: unknown };
    await page.addInitScript(
      ([storedToken, storedUser]) => {
        window.localStorage.setItem('token', JSON.stringify(storedToken));
        window.localStorage.setItem('user', JSON.stringify(storedUser));
      },
      [token, user] as const,
    );

    const { scripts, bytes } = await weigh(page, '/app/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your servers' })).toBeVisible();
    record('dashboard', { path: '/app/dashboard', as: 'plex@demo.test', bytes, budgetKiB: 200, scripts });

    const foreign = chunksFrom(NOT_FOR_CUSTOMERS);
    expect(foreign.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => foreign.includes(script.file)).map((script) => script.file)).toEqual([]);
    expect(bytes, `the dashboard loads ${kib(bytes)} of scripts`).toBeLessThanOrEqual(200 * KIB);
  });
});
