import { test as base, expect, type Page } from '@playwright/test';
import type { DemoHttpServer } from '@portal/demo-backend/http-server';
import { expectHeading, signInAs, startWorkerDemo } from './support.ts';
import { axeViolations, WCAG21 } from './judge-page.ts';

/** Hannah Becker has not read the newest announcement in the seed. */
const USER = 'hannah.becker@demo.test';
const ANNOUNCEMENT = 'Maintenance on fra-02 this Sunday';

/**
 * "Don't show this again" changes the data for good, so each worker serves the production build
 * from a demo server of its own, reset before these tests.
 */
const test = base.extend<object, { demo: DemoHttpServer }>({
  demo: [
    async ({}, use) => {
      const server = await startWorkerDemo();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ demo }, use) => use(demo.url),
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ demo }) => {
  const reset = await fetch(`${demo.url}/__demo/reset`, { method: 'POST' });
  expect(reset.status).toBe(200);
});

/** Reloads the page and waits until the portal has asked for the announcement again. */
async function reloadAndAsk(page: Page) {
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/customer/announcements');
  await page.reload();
  return asked;
}

test.describe('the announcement modal', () => {
  test('closed with the switch off, it comes back on the next page load', async ({ page }) => {
    await signInAs(page, USER, '/app/dashboard');
    const dialog = page.getByRole('dialog', { name: ANNOUNCEMENT });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/We are patching fra-02 on Sunday/)).toBeVisible();
    await expect(dialog.getByRole('switch', { name: "Don't show this again" })).not.toBeChecked();
    const violations = await axeViolations(page, { include: '[role="dialog"]', tags: WCAG21 });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expectHeading(page, 'Your servers');

    // Not again while moving around in this visit.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menuitem', { name: 'View all notifications' }).click();
    await expectHeading(page, 'Notifications');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await reloadAndAsk(page);
    await expect(dialog).toBeVisible();
  });

  test("with 'Don't show this again' on, it is gone for good", async ({ page }) => {
    await signInAs(page, USER, '/app/dashboard');
    const dialog = page.getByRole('dialog', { name: ANNOUNCEMENT });
    await expect(dialog).toBeVisible();
    const marked = page.waitForResponse((response) => /\/api\/customer\/announcements\/mark-read\/\d+$/.test(new URL(response.url()).pathname));
    await dialog.getByRole('switch', { name: "Don't show this again" }).click();
    await expect(dialog.getByRole('switch', { name: "Don't show this again" })).toBeChecked();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect((await marked).status()).toBe(200);

    const answer = await reloadAndAsk(page);
    expect(((await answer.json()) as { announcement: unknown }).announcement).toBeNull();
    await expectHeading(page, 'Your servers');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
