import { expect } from '@playwright/test';
import { acknowledge, confirm, expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

// Each worker has a demo server of its own, reset before every test: the journeys test the link and revoke an invite.
test.describe('reseller WHMCS', () => {
  test('a reseller tests the WHMCS connection and sees the result beside the form', async ({ page }) => {
    await signInAs(page, 'reseller@demo.test', '/app/reseller-panel/whmcs');
    await expectHeading(page, 'Reseller panel');
    const form = page.getByRole('form', { name: 'WHMCS link' });
    await expect(form.getByLabel('WHMCS address')).toHaveValue('https://billing.okafor-media.test');
    await expect(form.getByText('Set', { exact: true })).toBeVisible();

    const test = page.getByRole('region', { name: 'Connection test' });
    await test.getByRole('button', { name: 'Test connection' }).click();
    await expect(test.getByText(/Connected to WHMCS 8\.11\.2: \d+ clients, \d+ active services\./)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // Beside the form, never over it: the form stays in view and usable.
    await expect(form.getByRole('button', { name: 'Save link' })).toBeEnabled();
    const formBox = await form.boundingBox();
    const testBox = await test.boundingBox();
    expect(formBox && testBox).toBeTruthy();
    const overlaps =
      formBox!.x < testBox!.x + testBox!.width && testBox!.x < formBox!.x + formBox!.width && formBox!.y < testBox!.y + testBox!.height && testBox!.y < formBox!.y + formBox!.height;
    expect(overlaps).toBe(false);
  });

  test('a reseller opens a node’s container and an invite, and revokes it', async ({ page }) => {
    await signInAs(page, 'reseller@demo.test', '/app/reseller-panel/whmcs');
    await page.getByRole('list', { name: 'Nodes in WHMCS' }).getByRole('link', { name: 'lon-r1' }).click();
    await expect(page).toHaveURL(/\/app\/reseller-panel\/whmcs\/node\/6$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Node lon-r1 in WHMCS' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search containers' }).fill('4104');
    const containers = page.getByRole('list', { name: 'Containers on lon-r1' });
    await expect(containers.getByRole('listitem')).toHaveCount(1);
    await containers.getByRole('link').click();
    await expect(page).toHaveURL(/\/whmcs\/node\/6\/server\/801$/);
    await expect(page.getByText('Aisha Adeyemi')).toBeVisible();
    await expect(page.getByText('#4104')).toBeVisible();

    await page.getByRole('link', { name: 'partner.801@okafor-media.test' }).click();
    await expect(page).toHaveURL(/\/whmcs\/node\/6\/server\/801\/invites\/7$/);
    await expect(page.getByRole('heading', { level: 2, name: 'partner.801@okafor-media.test' })).toBeVisible();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await confirm(page, 'Revoke the invite to partner.801@okafor-media.test?', 'Revoke invite');
    await acknowledge(page, 'Done!', 'The invite to partner.801@okafor-media.test has been revoked.');
    await expect(page.getByText('This key no longer works.')).toBeVisible();
  });
});
