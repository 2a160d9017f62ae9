import { test as base, expect, type Page } from '@playwright/test';
import type { DemoHttpServer } from '@portal/demo-backend/http-server';
import { expectHeading, readAnnouncements, signInAs, startWorkerDemo } from './support.ts';
import { axeViolations, WCAG21 } from './judge-page.ts';

const PLEX = 'plex@demo.test';

/**
 * These tests read notifications, which changes the counts every other test signing in as the
 * Plex customer would see. So each worker serves the production build from a demo server of its
 * own, with its own data.
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
  await readAnnouncements(demo, PLEX);
});

const bell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** WCAG A and AA violations inside `selector` (the whole page without one). */
async function accessibilityViolations(page: Page, selector?: string) {
  const violations = await axeViolations(page, { include: selector, tags: WCAG21 });
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test.describe('notifications', () => {
  test('the bell shows the unread count, and opening a notification lowers it', async ({ page }) => {
    await signInAs(page, PLEX, '/app/dashboard');
    await expectHeading(page, 'Your servers');
    await expect(bell(page, 'Notifications, 4 unread')).toBeVisible();
    await expect(bell(page, 'Notifications, 4 unread')).toHaveText('4');

    await bell(page, 'Notifications, 4 unread').click();
    const menu = page.getByRole('menu');
    const latest = menu.getByRole('group', { name: 'Latest notifications' }).getByRole('menuitem');
    await expect(latest).toHaveCount(5);
    await expect(latest.first()).toHaveAccessibleName(/^Unread: Backup finished, /);
    await expect(latest.first()).toContainText('Nightly – config');
    expect(await accessibilityViolations(page, '[role="menu"]')).toEqual([]);

    await latest.first().click();
    const dialog = page.getByRole('dialog', { name: 'Backup finished' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open the server' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(bell(page, 'Notifications, 3 unread')).toBeFocused();
    await expect(bell(page, 'Notifications, 3 unread')).toHaveText('3');

    // The server knows: a new page load still counts 3.
    await page.reload();
    await expect(bell(page, 'Notifications, 3 unread')).toBeVisible();
  });

  test('mark all read zeroes the count', async ({ page }) => {
    await signInAs(page, PLEX, '/app/dashboard');
    await bell(page, 'Notifications, 3 unread').click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Mark all read' }).click();
    // The menu stays open, every notification read and the action done.
    await expect(menu.getByRole('menuitem', { name: /^Unread:/ })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Mark all read' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(bell(page, 'Notifications')).toBeVisible();
    await expect(bell(page, 'Notifications')).toHaveText('');

    await page.reload();
    await expect(bell(page, 'Notifications')).toBeVisible();
  });

  test('the all-notifications page pages through them', async ({ page }) => {
    await signInAs(page, PLEX, '/app/dashboard');
    await expectHeading(page, 'Your servers');
    await bell(page, 'Notifications').click();
    await page.getByRole('menuitem', { name: 'View all notifications' }).click();
    await expect(page).toHaveURL('/app/notifications/all');
    await expectHeading(page, 'Notifications');

    const rows = page.getByRole('list', { name: 'Notifications' }).getByRole('button');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(rows).toHaveCount(10);
    await expect(pager.getByText('Page 1 of 2')).toBeVisible();

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL('/app/notifications/all?page=2');
    await expect(pager.getByText('Page 2 of 2')).toBeVisible();
    await expect(rows).toHaveCount(4);
    await expect(rows.last()).toHaveAccessibleName(/^Welcome to MediaDock/);

    await rows.last().click();
    await expect(rows.last()).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Your account is ready.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    // Nothing scrolls sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.reload();
    await expect(pager.getByText('Page 2 of 2')).toBeVisible();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL('/app/notifications/all');
    await expect(rows).toHaveCount(10);
  });
});
