import { expect } from '@playwright/test';
import { signInAs, testWithOwnDemo as test } from './support.ts';

// Linking Discord and saving a template change data: each worker has a demo server of its own, reset before each test.
test.describe('communication integrations', () => {
  test('links Discord through the three OAuth steps: guild, then channels and roles; the link shows', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/integrations/discord');
    await expect(page.getByText('#staff-alerts')).toBeVisible();

    // The demo provider consents at once and sends the admin back with a code.
    await page.getByRole('button', { name: 'Change the link' }).click();
    await page.waitForURL(/\/app\/admin\/integrations\/discord\?code=mdc_/);
    await page.getByRole('button', { name: 'MediaDock Staff' }).click();
    // The code has left the address once used.
    await expect(page).toHaveURL(/\/app\/admin\/integrations\/discord$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Channels and roles in MediaDock Staff' })).toBeVisible();
    await page.getByLabel('Announcements channel').selectOption({ label: '#alerts' });
    await page.getByLabel('Staff alerts channel').selectOption({ label: '#deployments' });
    await page.getByLabel('Customer role').selectOption({ label: '@Staff' });
    await page.getByLabel('Trial role').selectOption({ label: '@On call' });
    await page.getByRole('button', { name: 'Save the link' }).click();
    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText('Discord has been linked to MediaDock Staff');
    await done.getByRole('button', { name: 'OK' }).click();

    const link = page.getByRole('definition');
    await expect(link.filter({ hasText: 'MediaDock Staff' })).toBeVisible();
    await expect(link.filter({ hasText: '#deployments' })).toBeVisible();
    await expect(link.filter({ hasText: 'On call' })).toBeVisible();
  });

  test('a mail template: the preview follows the edit', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/integrations/mail/templates/server-ready');
    const preview = page.getByRole('document', { name: 'Preview of the mail' });
    await expect(preview).toContainText('Your Plex server plex-emma-01 is up and running.');

    await page.getByLabel('Body (HTML)').fill('<p>Good news, {{ user_name }}: <strong>{{ server_name }}</strong> is live.</p><script>document.title = "x"</script>');
    await expect(preview).toContainText('Good news, Emma Schneider: plex-emma-01 is live.');
    await expect(preview.locator('script')).toHaveCount(0);
    await page.getByRole('textbox', { name: /^Subject/ }).fill('{{ server_name }} is ready for you');
    await expect(page.getByText('plex-emma-01 is ready for you')).toBeVisible();

    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Done!' })).toContainText('The mail template has been saved');
  });
});
