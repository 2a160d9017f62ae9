import { expect, type Page } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

/** Jordan Lee has read every seeded announcement: only the one published here can show. */
const CUSTOMER = 'plex@demo.test';
const HEADER = 'Plex 1.41 is on every node';

test.describe.configure({ mode: 'serial' });
// The customer's and the admin's journeys below build on the announcement the first one publishes.
test.use({ seedEachTest: false });

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

test.describe('announcements from the admin to the customers', () => {
  // Journeys of an admin and a customer: they need more than a screen's time on a busy machine.
  test.slow();

  test('the admin writes, previews and publishes an announcement', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/user-interaction/announcements/new');
    await expect(page.getByRole('heading', { level: 2, name: 'New announcement' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Header/ }).fill(HEADER);
    await page.getByRole('textbox', { name: /^Content/ }).fill('<p>Every Plex server now runs <strong>1.41</strong>, with faster scans.</p><p>See the <a href="/app/status">status page</a>.</p>');
    await page.getByRole('combobox', { name: /^Size/ }).selectOption('lg');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: HEADER });
    await expect(preview.getByText('1.41', { exact: true })).toBeVisible();
    await expect(preview.getByRole('switch', { name: "Don't show this again" })).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();

    await page.getByRole('switch', { name: /^Published/ }).click();
    await page.getByRole('button', { name: 'Save announcement' }).click();
    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText('The announcement has been published');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/user-interaction\/announcements$/);
    const item = page.getByRole('list', { name: 'Announcements' }).getByRole('listitem').filter({ hasText: HEADER });
    await expect(item.getByText('Live', { exact: true })).toBeVisible();
  });

  test('the customer sees it once, and not again after "Don\'t show this again"', async ({ page }) => {
    await signInAs(page, CUSTOMER, '/app/dashboard');
    const dialog = page.getByRole('dialog', { name: HEADER });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Every Plex server now runs 1\.41/)).toBeVisible();
    const marked = page.waitForResponse((response) => /\/api\/customer\/announcements\/mark-read\/\d+$/.test(new URL(response.url()).pathname));
    await dialog.getByRole('switch', { name: "Don't show this again" }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect((await marked).status()).toBe(200);

    const answer = await reloadAndAsk(page);
    expect(((await answer.json()) as { announcement: unknown }).announcement).toBeNull();
    await expectHeading(page, 'Your servers');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the admin sees that one customer has read it', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/user-interaction/announcements?status=live');
    const item = page.getByRole('list', { name: 'Announcements' }).getByRole('listitem').filter({ hasText: HEADER });
    await expect(item.getByText(/^Read by 1 of \d+ customers$/)).toBeVisible();
  });
});
