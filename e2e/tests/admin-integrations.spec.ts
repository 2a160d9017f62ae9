import { expect } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

// Tests change checks and secrets: each worker has a demo server of its own.
test.describe('integrations', () => {
  test.slow();

  test('the overview tests a failing connection in place; a replaced Plex token is saved but never shown', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/integrations');
    await expectHeading(page, 'Integrations');
    const tautulli = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Tautulli' }) });
    await expect(tautulli.getByText('Failing')).toBeVisible();
    await expect(tautulli.getByText('just now')).toHaveCount(0);
    await tautulli.getByRole('button', { name: 'Test connection: Tautulli' }).click();
    await expect(tautulli.getByText('just now')).toBeVisible();
    await expect(tautulli).toContainText('Could not connect to 10.20.0.14:8181: the connection timed out after 10 seconds.');

    await page.getByRole('navigation', { name: 'Integrations' }).getByRole('link', { name: 'Plex', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/admin\/integrations\/plex$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Plex' })).toBeVisible();
    const settings = page.getByRole('form', { name: 'Plex settings' });
    const token = settings.getByLabel(/^Token/);
    await expect(token).toHaveValue('');
    await expect(settings.getByText('Set', { exact: true })).toBeVisible();

    const replacement = 'e2e-plex-token-7Hq2Vx';
    await token.fill(replacement);
    await settings.getByRole('button', { name: 'Save settings' }).click();
    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText('The settings have been saved');
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(token).toHaveValue('');

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Plex' })).toBeVisible();
    const reloaded = page.getByRole('form', { name: 'Plex settings' });
    await expect(reloaded.getByText('Set', { exact: true })).toBeVisible();
    await expect(reloaded.getByLabel(/^Token/)).toHaveValue('');
    expect(await page.content()).not.toContain(replacement);
    const values = await page.locator('input, textarea').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
    expect(values).not.toContain(replacement);
  });
});
