import { expect, test } from '@playwright/test';
import { ACCOUNTS, expectHeading, signIn } from './support.ts';

test.describe('signing in', () => {
  for (const account of ACCOUNTS) {
    test(`the ${account.role} lands on their dashboard`, async ({ page }) => {
      await signIn(page, account.email);
      await expect(page).toHaveURL(account.home);
      await expectHeading(page, account.heading);
    });
  }

  test('an admin can use the admin login', async ({ page }) => {
    await signIn(page, 'admin@demo.test', { path: '/app/admin/login' });
    await expect(page).toHaveURL('/app/admin/dashboard');
    await expect(page.getByLabel('Platform figures').getByText('Open tickets')).toBeVisible();
  });

  test('a wrong password is shown next to the field, and what was typed stays', async ({ page }) => {
    await page.goto('/app/login');
    await page.getByLabel('E-mail address').fill('plex@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue('plex@demo.test');
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, 'emby@demo.test');
    await expectHeading(page, 'Your servers');
    await page.reload();
    await expectHeading(page, 'Your servers');
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('a customer sees their servers with type and status', async ({ page }) => {
    await signIn(page, 'jellyfin@demo.test');
    const servers = page.getByRole('list', { name: 'Your servers' });
    await expect(servers.getByRole('listitem').first()).toBeVisible();
    await expect(servers.getByText('Jellyfin').first()).toBeVisible();
  });
});
