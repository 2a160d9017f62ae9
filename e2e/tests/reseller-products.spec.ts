import { expect } from '@playwright/test';
import { acknowledge, confirm, expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

// Each worker has a demo server of its own, reset before every test: the journeys create and delete products.
test.describe('reseller products', () => {
  test('a reseller creates a product in steps and sees it listed', async ({ page }) => {
    await signInAs(page, 'reseller@demo.test', '/app/reseller-panel/products');
    await expectHeading(page, 'Reseller panel');
    await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Plex Starter London' })).toBeVisible();

    await page.getByRole('link', { name: 'Create a product' }).first().click();
    await expect(page).toHaveURL(/\/app\/reseller-panel\/products\/create$/);
    await page.getByRole('list', { name: 'Product types' }).getByRole('link', { name: 'Choose Jellyfin' }).click();
    await expect(page).toHaveURL(/\/products\/create\/jellyfin$/);

    let form = page.getByRole('form', { name: 'Product settings' });
    await form.getByLabel('Name').fill('Jellyfin Friends Warsaw');
    await form.getByLabel('Node').selectOption({ label: 'waw-r1 (Warsaw, PL)' });
    await form.getByLabel('Price').fill('12.50');
    await form.getByLabel('Billing cycle').selectOption({ label: 'Quarterly' });
    await form.getByLabel('Streams at once').fill('4');

    // Back to the first step and forward again: nothing typed is lost.
    await form.getByRole('link', { name: 'Back to the types' }).click();
    await expect(page.getByText('Your draft')).toBeVisible();
    await page.getByRole('link', { name: 'Choose Jellyfin' }).click();
    form = page.getByRole('form', { name: 'Product settings' });
    await expect(form.getByLabel('Name')).toHaveValue('Jellyfin Friends Warsaw');
    await expect(form.getByLabel('Price')).toHaveValue('12.50');

    // A name already used comes back as a 422 next to the field, with the input kept.
    await form.getByLabel('Name').fill('Jellyfin Basic Warsaw');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByText('You already have a product with this name.')).toBeVisible();
    await expect(form.getByLabel('Streams at once')).toHaveValue('4');

    await form.getByLabel('Name').fill('Jellyfin Friends Warsaw');
    await form.getByRole('button', { name: 'Create product' }).click();
    await acknowledge(page, 'Done!', 'The product has been created.');
    await expect(page).toHaveURL(/\/app\/reseller-panel\/products\?sort=newest$/);
    const details = page.getByRole('list', { name: 'Details of Jellyfin Friends Warsaw' });
    await expect(details).toContainText('€12.50 a quarter');
    await expect(details).toContainText('Jellyfin on waw-r1');
    await expect(details).toContainText('4 streams');

    // Still there after a reload: the product was saved, not only shown.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Jellyfin Friends Warsaw' })).toBeVisible();
  });

  test('a reseller edits a product and deletes it by typing its name', async ({ page }) => {
    await signInAs(page, 'reseller@demo.test', '/app/reseller-panel/products?search=premiere');
    await page.getByRole('link', { name: 'Emby Premiere Warsaw' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Emby Premiere Warsaw' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Product settings' });
    await form.getByLabel('Price').fill('35');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await acknowledge(page, 'Done!', 'The product has been saved.');

    await page.getByRole('button', { name: 'Delete product' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Emby Premiere Warsaw?' });
    await dialog.getByRole('textbox').fill('Emby Premiere Warsaw');
    await confirm(page, 'Delete Emby Premiere Warsaw?', 'Delete product');
    await acknowledge(page, 'Poof!', 'The product has been deleted.');
    await expect(page).toHaveURL(/\/app\/reseller-panel\/products$/);
    await expect(page.getByRole('link', { name: 'Emby Premiere Warsaw' })).toHaveCount(0);
  });
});
