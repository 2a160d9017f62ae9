import { expect } from '@playwright/test';
import { expectHeading, signInThroughApi, storeSession, testWithOwnDemo as test } from './support.ts';

// Each worker has a demo server of its own, since an order is stored.
test.describe('reseller shop', () => {
  test('a reseller chooses a billing cycle, orders a node and reaches the checkout link', async ({ page, baseURL }) => {
    await storeSession(page, await signInThroughApi(baseURL!, 'reseller@demo.test'));
    await page.goto('/app/dashboard');
    await page.getByRole('link', { name: 'Reseller shop' }).first().click();
    await expect(page).toHaveURL(/\/app\/reseller-shop$/);
    await expectHeading(page, 'Reseller shop');

    await page.getByRole('combobox', { name: /Billing cycle/ }).selectOption('quarterly');
    const nodeM = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Node M' }) });
    await expect(nodeM.getByText('Amsterdam')).toBeVisible();
    await expect(nodeM.getByText(/311\.00/)).toBeVisible();
    await nodeM.getByRole('button', { name: 'Order Node M' }).click();

    const dialog = page.getByRole('dialog', { name: 'Order Node M' });
    await expect(dialog.getByRole('combobox', { name: /Billing cycle/ })).toHaveValue('quarterly');
    await dialog.getByRole('button', { name: 'Place order' }).click();

    const done = page.getByRole('dialog', { name: 'Done!' });
    await expect(done.getByText(/Order \d+ for Node M has been placed/)).toBeVisible();
    const checkout = done.getByRole('link', { name: 'Continue to checkout' });
    await expect(checkout).toHaveAttribute('href', /^https:\/\/billing\.[^/]+\/cart\.php\?a=add&pid=109&billingcycle=quarterly&ref=R\d+$/);
    await expect(checkout).toHaveAttribute('target', '_blank');

    await done.getByRole('button', { name: 'Back to the shop' }).click();
    await expect(page.getByText(/Order \d+ is waiting for payment/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', /pid=109/);
  });
});
