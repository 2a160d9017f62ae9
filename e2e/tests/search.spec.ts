import { test as base, expect, type Page } from '@playwright/test';
import type { DemoHttpServer } from '@portal/demo-backend/http-server';
import { expectHeading, signInAs, startWorkerDemo } from './support.ts';
import { axeViolations, WCAG21 } from './judge-page.ts';

const ADMIN = 'admin@demo.test';
const SEARCH = 'Search users, nodes and services';

/** Each worker gets a demo server of its own, seeded when it starts, so the data is known. */
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

async function signInAsAdmin(page: Page) {
  await signInAs(page, ADMIN, '/app/admin/dashboard');
  await expectHeading(page, 'Admin dashboard');
}

test.describe('admin search', () => {
  test('Ctrl+K opens it; a user found by name opens at their path', async ({ page }) => {
    await signInAsAdmin(page);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: SEARCH });
    await expect(palette).toBeVisible();
    const field = palette.getByRole('combobox', { name: SEARCH });
    await expect(field).toBeFocused();

    await field.pressSequentially('Jordan');
    const result = palette.getByRole('option', { name: 'Jordan Lee (plex@demo.test)' });
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute('aria-selected', 'true');

    const violations = await axeViolations(page, { include: '[role="dialog"]', tags: WCAG21 });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    const opened = page.waitForURL('**/app/admin/users/3');
    await page.keyboard.press('Enter');
    await opened;
    await expect(palette).toBeHidden();
    await expectHeading(page, 'Jordan Lee');
  });

  test('the button opens it; "Search nodes" narrows the search to nodes', async ({ page }) => {
    await signInAsAdmin(page);
    const button = page.getByRole('button', { name: SEARCH });
    await button.click();
    const palette = page.getByRole('dialog', { name: SEARCH });
    await palette.getByRole('option', { name: 'Search nodes' }).click();
    await expect(palette.getByRole('button', { name: 'Remove the section Nodes' })).toBeVisible();

    // On a busy machine the typing can outlast the debounce, so a search for "a" may go first:
    // every search asked is narrowed to nodes, and the last one is the whole word.
    const queries: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/search')) queries.push(new URL(request.url()).searchParams.get('query'));
    });
    const asked = page.waitForRequest((request) => request.url().includes('/api/admin/search') && new URL(request.url()).searchParams.get('query') === 'nodes:ams');
    await palette.getByRole('combobox', { name: SEARCH }).pressSequentially('ams');
    await asked;
    expect(queries.every((query) => query?.startsWith('nodes:'))).toBe(true);

    const node = palette.getByRole('group', { name: 'Nodes' }).getByRole('option', { name: 'ams-01 – Amsterdam, NL' });
    await expect(node).toBeVisible();
    const opened = page.waitForURL('**/app/admin/nodes/3');
    await node.click();
    await opened;
    await expectHeading(page, 'ams-01');
  });

  test('"Search services" finds a server; it opens in the services list, searched for it', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: SEARCH }).click();
    const palette = page.getByRole('dialog', { name: SEARCH });
    await palette.getByRole('option', { name: 'Search services' }).click();
    await palette.getByRole('combobox', { name: SEARCH }).pressSequentially('Shah Family');
    const service = palette.getByRole('group', { name: 'Services' }).getByRole('option', { name: 'Shah Family Emby (Emby)' });
    await expect(service).toBeVisible();
    const opened = page.waitForURL('**/app/admin/services?search=priya-shah');
    await service.click();
    await opened;
    await expectHeading(page, 'Services');
    await expect(page.getByRole('row', { name: /Shah Family Emby/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /Jordan’s Plex/ })).toHaveCount(0);
  });

  test('says so when nothing matches, and Escape gives the focus back to the button', async ({ page }) => {
    await signInAsAdmin(page);
    const button = page.getByRole('button', { name: SEARCH });
    await button.click();
    const palette = page.getByRole('dialog', { name: SEARCH });
    await palette.getByRole('combobox', { name: SEARCH }).pressSequentially('nothing like this');
    await expect(palette.getByText("We couldn't find any result with that term. Please try again.")).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(button).toBeFocused();
  });
});
