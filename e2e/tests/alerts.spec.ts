import { expect, test } from '@playwright/test';
import { expectHeading, signInAs } from './support.ts';

test.describe('global alerts', () => {
  test("a failed user fetch at start-up says 'Whoops'", async ({ page }) => {
    await signInAs(page, 'plex@demo.test', '/app/dashboard');
    await expectHeading(page, 'Your servers');
    await page.route('**/api/get-user', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Server Error' } }));
    await page.reload();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Whoops', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Something went wrong fetching the user')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expectHeading(page, 'Your servers');
  });

  test('a server that cannot be reached gets a quiet notice, not a dialog', async ({ page }) => {
    await signInAs(page, 'plex@demo.test', '/app/dashboard');
    await expectHeading(page, 'Your servers');
    await page.route('**/api/get-user', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByText(/Cannot reach the server/)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
