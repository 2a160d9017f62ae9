import { expect } from '@playwright/test';
import { acknowledge, confirm, expectHeading, signInAs, testWithOwnDemo as test } from './support.ts';

// Each worker has a demo server of its own, since these journeys change nodes.
test.describe('admin nodes', () => {
  test('adds a node to uptime monitoring and removes it again', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/nodes/7');
    await expectHeading(page, 'waw-r1');
    await expect(page.getByRole('heading', { level: 2, name: 'Uptime monitoring' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Not monitored' })).toBeVisible();

    await page.getByRole('button', { name: 'Add to monitoring' }).click();
    await acknowledge(page, 'Done!', 'The node is now being monitored');
    await expect(page.getByText('Up', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Remove from monitoring' }).click();
    await acknowledge(page, 'Done!', 'The node is no longer being monitored');
    await expect(page.getByRole('heading', { name: 'Not monitored' })).toBeVisible();
  });

  test('restarts the containers of a node chosen in the list', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/nodes');
    await expectHeading(page, 'Nodes');
    await page.getByRole('searchbox', { name: 'Search nodes' }).fill('fra-01');
    await expect(page).toHaveURL(/\?q=fra-01$/);
    const table = page.getByRole('table', { name: 'Nodes (1)' });
    await table.getByRole('checkbox', { name: 'Select fra-01' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions on nodes' });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Restart containers' }).click();
    await confirm(page, 'Restart the containers of 1 node?', 'Restart containers');
    const summary = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(summary).toContainText('The containers of 1 node are restarting.');
    await expect(summary).toContainText('fra-01');
    await summary.getByRole('button', { name: 'OK' }).click();
    await expect(summary).toBeHidden();
    await expect(bar).toBeHidden();
  });

  test('wipes a node once its name is typed', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/nodes/5');
    await expectHeading(page, 'sgp-01');
    const containers = page.getByRole('table', { name: 'Containers' });
    await expect(containers.getByRole('link', { name: 'plex-oliver-grant' })).toBeVisible();

    await page.getByRole('button', { name: 'Wipe', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Wipe sgp-01?' });
    await expect(dialog).toContainText('The 2 media servers on the node are deleted with their data');
    await expect(dialog.getByRole('button', { name: 'Wipe node' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type sgp-01 to confirm' }).fill('sgp-01');
    await dialog.getByRole('button', { name: 'Wipe node' }).click();
    await acknowledge(page, 'Done!', 'sgp-01 has been wiped.');

    await expect(containers.getByRole('link', { name: 'plex-oliver-grant' })).toBeHidden();
    await expect(containers.getByRole('link', { name: 'traefik' })).toBeVisible();
    await expect(page.getByLabel('Node figures')).toContainText('0 of 24');
  });
});
