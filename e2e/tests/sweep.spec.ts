import { expect, test } from '@playwright/test';
import { judgePage } from './judge-page.ts';
import { SWEEP_ROUTES } from './sweep-routes.ts';
import { signInForSweep, watchPage } from './support.ts';

/**
 * Each route in each theme, in a visit of its own. It runs with SWEEP_FULL=1 only (see
 * playwright.config.ts): the fault sweep already judges every route on a desktop in the light theme
 * and at a phone's width in the dark theme; this adds the dark desktop and a phone in both themes.
 */
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, { tag: `@${scheme}` }, () => {
    test.use({ colorScheme: scheme });

    for (const route of SWEEP_ROUTES) {
      test(`${route.path} as ${route.role}`, { tag: '@sweep' }, async ({ page }, testInfo) => {
        const watched = await watchPage(page);
        await signInForSweep(page, route.role);
        await page.goto(route.path);
        await expect(page.getByText(route.ready, { exact: false }).filter({ visible: true }).first()).toBeVisible({ timeout: 15_000 });
        await judgePage(page, testInfo, scheme);
        expect.soft(watched.pageErrors, 'uncaught page errors').toEqual([]);
        expect.soft(watched.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      });
    }
  });
}
