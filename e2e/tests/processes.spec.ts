import { test as base, expect, type Page } from '@playwright/test';
import type { DemoHttpServer } from '@portal/demo-backend/http-server';
import { expectHeading, signInAs, startWorkerDemo } from './support.ts';
import { axeViolations, WCAG21 } from './judge-page.ts';

/**
 * The panel lists the last hour: each worker gets a demo server of its own, seeded when it
 * starts, so the seeded processes are minutes old, whatever ran before.
 */
const test = base.extend<object, { demo: DemoHttpServer }>({
  demo: [
    // Playwright reads a fixture's dependencies from this pattern, so it must be there, empty.
    async ({}, provide) => {
      const server = await startWorkerDemo();
      await provide(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ demo }, provide) => provide(demo.url),
});

/**
 * Opens the panel from the keyboard: the admin's ticket alert (a toast at the bottom right, until
 * "Got it!") may lie over the floating button.
 */
async function openPanel(page: Page) {
  const button = page.getByRole('button', { name: 'Recent processes' });
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Recent processes' });
  await expect(panel).toBeVisible();
  return { button, panel };
}

test.describe('recent processes', () => {
  test('the panel lists the last hour; a process shows its command and related processes; Back; View all', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/dashboard');
    await expectHeading(page, 'Admin dashboard');

    const { panel } = await openPanel(page);
    const list = panel.getByRole('list', { name: 'Processes of the last hour' });
    const entry = list.getByRole('button', { name: /^docker pull lscr\.io\/linuxserver\/plex:latest/ });
    await expect(entry).toBeVisible();
    // A command longer than 93 characters is cut, with "...".
    await expect(list.getByRole('button', { name: /^docker compose --project-directory \/opt\/mediadock\/stacks\/plex-hannah-becker up --detach --for\.\.\./ })).toBeVisible();

    const violations = await axeViolations(page, { include: '[role="dialog"]', tags: WCAG21 });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await entry.click();
    await expect(panel.getByRole('heading', { level: 3, name: /^Process #\d+$/ })).toBeFocused();
    await expect(panel.getByRole('region', { name: 'Command' })).toHaveText('docker pull lscr.io/linuxserver/plex:latest');
    await expect(panel.getByRole('region', { name: 'Result' })).toContainText('Status: Downloaded newer image');
    const related = panel.getByRole('list', { name: 'Related processes' }).getByRole('listitem');
    await expect(related).toHaveCount(3);

    await panel.getByRole('button', { name: 'Back' }).click();
    await expect(list).toBeVisible();
    await expect(entry).toBeFocused();

    // The processes screen is not built yet: the path is what counts.
    const opened = page.waitForURL('**/app/admin/processes');
    await panel.getByRole('link', { name: 'View all' }).click();
    await opened;
    await expect(panel).toBeHidden();
  });

  test('a command that printed nothing says so, and Escape closes the panel', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/dashboard');
    await expectHeading(page, 'Admin dashboard');
    const { button, panel } = await openPanel(page);
    await panel.getByRole('button', { name: /^docker exec plex-jordan-lee chown/ }).click();
    await expect(panel.getByText('Command returned empty string.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });
});
