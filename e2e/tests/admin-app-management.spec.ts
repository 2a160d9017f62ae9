import { expect } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

// Renaming the platform changes what every other spec's header shows: each worker has a demo server of its own.
test.describe('system settings: system', () => {
  // Journeys of an admin and a customer: they need more than a screen's time on a busy machine.
  test.slow();

  test('the admin renames the platform and the header and footer show the new name without a reload', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/dashboard');
    await expectHeading(page, 'Admin dashboard');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'MediaDock' })).toBeVisible();

    await page.goto('/app/admin/app-management');
    await expectHeading(page, 'System Settings');
    await expect(page.getByRole('list', { name: 'Sections of the System Settings' })).toContainText("The platform's name, version, logo and icon");
    await page.getByRole('navigation', { name: 'System Settings sections' }).getByRole('link', { name: 'System', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/admin\/app-management\/system$/);

    // Anything that reloads the page would drop this mark.
    await page.evaluate(() => Object.assign(window, { appManagementJourney: true }));

    const name = page.getByRole('textbox', { name: /^App name/ });
    await expect(name).toHaveValue('MediaDock');
    await expect(name).toHaveAccessibleDescription(/Customers see the change at once\./);
    await name.fill('StreamHaus');
    await page.getByRole('button', { name: 'Save system settings' }).click();

    const confirm = page.getByRole('alertdialog', { name: 'Customers will see this change' });
    await expect(confirm).toContainText('The name “MediaDock” becomes “StreamHaus” in the header, the footer and the browser tab.');
    await confirm.getByRole('button', { name: 'Save for everyone' }).click();

    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText('The system settings have been saved');
    await done.getByRole('button', { name: 'OK' }).click();

    await expect(header.getByRole('link', { name: 'StreamHaus' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('StreamHaus');
    expect(await page.evaluate(() => (window as unknown as { appManagementJourney?: boolean }).appManagementJourney)).toBe(true);
    await expect(name).toHaveValue('StreamHaus');

    // The new name is what the server holds now: a later visit starts from it.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'StreamHaus' })).toBeVisible();
  });
});
