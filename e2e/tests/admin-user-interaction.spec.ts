import { expect } from '@playwright/test';
import { expectHeading, signOut, testWithOwnDemo as test, signInAs } from './support.ts';

// Alerts are aimed at every customer: each worker has a demo server of its own, so no other spec meets them.
test.describe('user interaction', () => {
  // Journeys of an admin and a customer: they need more than a screen's time on a busy machine.
  test.slow();

  test('the admin creates an alert for everybody and the customer sees the banner', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/user-interaction');
    await expectHeading(page, 'User interaction');
    const sections = page.getByRole('navigation', { name: 'User interaction sections' });
    await sections.getByRole('link', { name: 'Alerts' }).click();
    await expect(page.getByRole('list', { name: 'Alerts' })).toBeVisible();
    await page.getByRole('link', { name: 'New alert' }).click();

    await page.getByRole('textbox', { name: /^Text/ }).fill('Streaming maintenance tonight from 23:00 UTC.');
    await page.getByRole('combobox', { name: 'Level' }).selectOption('warning');
    await page.getByRole('textbox', { name: /^Link address/ }).fill('/app/status');
    await page.getByRole('textbox', { name: /^Link text/ }).fill('Status page');
    await expect(page.getByRole('combobox', { name: 'Who sees it' })).toHaveValue('everybody');
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText('Streaming maintenance tonight from 23:00 UTC.');
    await page.getByRole('button', { name: 'Create alert' }).click();

    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText('The alert has been created');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/user-interaction\/alerts$/);
    await expect(page.getByRole('link', { name: 'Streaming maintenance tonight from 23:00 UTC.' })).toBeVisible();

    await signOut(page);
    await expect(page).toHaveURL(/\/app\/(admin\/)?login/);
    await signInAs(page, 'plex@demo.test', '/app/dashboard');
    await expectHeading(page, 'Your servers');
    const main = page.getByRole('main');
    const banner = main.getByRole('alert').filter({ hasText: 'Streaming maintenance tonight from 23:00 UTC.' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Status page' })).toHaveAttribute('href', '/app/status');

    // Dismissed, it stays away after a reload.
    await banner.getByRole('button', { name: 'Dismiss this message' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expectHeading(page, 'Your servers');
    await expect(page.getByText('Streaming maintenance tonight from 23:00 UTC.')).toBeHidden();
  });
});
