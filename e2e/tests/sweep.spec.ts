import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SWEEP_ROUTES, type SweepRole } from './sweep-routes.ts';
import { PASSWORD } from './support.ts';

const ACCOUNT: Record<Exclude<SweepRole, 'guest'>, string> = {
  customer: 'plex@demo.test',
  'customer-emby': 'emby@demo.test',
  'customer-jellyfin': 'jellyfin@demo.test',
  billing: 'billing@demo.test',
  admin: 'admin@demo.test',
};

/** Signs in through the API and stores the session as the portal does, to keep the sweep quick. */
async function signInQuickly(page: Page, role: SweepRole) {
  if (role === 'guest') return;
  const response = await page.request.post('/api/login', {
    data: { email: ACCOUNT[role], password: PASSWORD },
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  expect(response.ok()).toBe(true);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      window.localStorage.setItem('token', JSON.stringify(storedToken));
      window.localStorage.setItem('user', JSON.stringify(storedUser));
    },
    [token, user] as const,
  );
}

/**
 * Waits until toasts have mounted and every finite animation or transition has finished, so that
 * colours are judged as a user sees them at rest, not half-way through a fade.
 */
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const toastsMounted = Array.from(document.querySelectorAll('[data-sonner-toast]')).every((toast) => toast.getAttribute('data-mounted') === 'true');
    const moving = document
      .getAnimations()
      .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    return toastsMounted && !moving;
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const route of SWEEP_ROUTES) {
      test(`${route.path} as ${route.role}`, async ({ page }, testInfo) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await signInQuickly(page, route.role);
        await page.goto(route.path);
        await expect(page.getByText(route.ready, { exact: false }).filter({ visible: true }).first()).toBeVisible({ timeout: 15_000 });
        // Let lazily loaded shell pieces (bell, panels) settle before judging the page.
        await page.waitForLoadState('networkidle');
        await settle(page);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);

        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
        expect(serious, 'serious or critical accessibility violations').toEqual([]);

        if (testInfo.project.name === 'phone') {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, 'horizontal scrolling on a phone').toBeLessThanOrEqual(0);
        }
        expect(errors, 'uncaught page errors').toEqual([]);
      });
    }
  });
}
