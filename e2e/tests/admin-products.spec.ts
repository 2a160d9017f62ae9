import { expect } from '@playwright/test';
import { acknowledge, expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

// Creates a product: a demo server of this worker's own, so other specs see the seed they expect.
test.describe('the admin’s products', () => {
  test('creates a product through the three steps, keeps what was typed on the way back, and opens its page', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/products');
    await expectHeading(page, 'Products');
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Plex Starter' })).toBeVisible();

    await page.getByRole('link', { name: 'Create a product' }).click();
    await expectHeading(page, 'Create a product');
    const current = page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]');
    await expect(current).toContainText('Category');

    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Storage add-ons' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/products\/create\/storage$/);
    await expect(current).toContainText('Type');
    await page.getByRole('list', { name: 'Types' }).getByRole('link', { name: '4 TB' }).click();

    await expect(current).toContainText('Settings');
    const form = page.getByRole('form', { name: 'Product settings' });
    await expect(form.getByRole('spinbutton', { name: 'Storage (GB)' })).toHaveValue('4000');
    await form.getByRole('textbox', { name: 'Name' }).fill('Storage 4 TB add-on');
    await form.getByRole('textbox', { name: 'Description' }).fill('Four more terabytes for any media server.');
    await form.getByRole('spinbutton', { name: 'Price' }).fill('6.50');
    await form.getByRole('combobox', { name: 'Billing cycle' }).selectOption('annually');
    await form.getByRole('switch', { name: 'Trial available' }).click();

    // Back to the types and forward again: everything typed is still there.
    await form.getByRole('link', { name: 'Back' }).click();
    await expect(current).toContainText('Type');
    await expect(page.getByRole('list', { name: 'Types' }).getByText('Chosen')).toBeVisible();
    await page.getByRole('list', { name: 'Types' }).getByRole('link', { name: '4 TB' }).click();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Storage 4 TB add-on');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Four more terabytes for any media server.');
    await expect(form.getByRole('spinbutton', { name: 'Price' })).toHaveValue('6.50');
    await expect(form.getByRole('combobox', { name: 'Billing cycle' })).toHaveValue('annually');
    await expect(form.getByRole('switch', { name: 'Trial available' })).toBeChecked();

    // From the keyboard: the admin's ticket alert (a toast at the bottom right) may lie over the button.
    await form.getByRole('button', { name: 'Create product' }).press('Enter');
    await acknowledge(page, 'Done!', 'The product has been created');
    await expectHeading(page, 'Storage 4 TB add-on');
    await expect(page).toHaveURL(/\/app\/admin\/products\/\d+$/);
    await expect(page.getByText('€6.50 per year')).toBeVisible();
    await expect(page.getByText('4,000 GB of storage')).toBeVisible();
    await expect(page.getByText('No service uses it')).toBeVisible();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Storage 4 TB add-on' })).toBeVisible();
  });
});
