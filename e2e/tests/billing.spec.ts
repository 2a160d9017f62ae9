import { expect, type Page } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, readAnnouncements, signInAs } from './support.ts';

/** Oliver Grant pays through the billing system: sixteen invoices, and the shop to order in. */
const BILLING = 'billing@demo.test';
const PLEX = 'plex@demo.test';
const WHMCS = 'https://billing.mediadock.test';

/** Placing an order adds an invoice: every test starts from the seed of this worker's own demo server. */
test.beforeEach(async ({ demo }) => {
  await readAnnouncements(demo, BILLING);
  await readAnnouncements(demo, PLEX);
});

async function signInAndOpen(page: Page, email: string, path: string) {
  await signInAs(page, email, path);
}

async function expectNoSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal scrolling').toBeLessThanOrEqual(0);
}

test.describe('invoices', () => {
  test('a billing customer pages through the invoices and opens one to pay it', async ({ page }) => {
    await signInAndOpen(page, BILLING, '/app/invoices');
    await expectHeading(page, 'Invoices');
    const list = page.getByRole('list', { name: 'Invoices' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const newest = list.getByRole('listitem').first();
    await expect(newest.getByRole('link', { name: 'Invoice MD-18204' })).toBeVisible();
    await expect(newest.getByText('Unpaid')).toBeVisible();
    await expect(newest.getByText('€12.67')).toBeVisible();
    await expect(list.getByRole('listitem').nth(1).getByText('Overdue')).toBeVisible();
    await expectNoSidewaysScrolling(page);

    const pager = page.getByRole('navigation', { name: 'Invoice pages' });
    await expect(pager.getByText('Page 1 of 2')).toBeVisible();
    // By keyboard: the pager's Next button, then Enter.
    await pager.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await expect(pager.getByText('Page 2 of 2')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/invoices\?page=2$/);
    await expect(list.getByRole('listitem')).toHaveCount(6);
    await expect(list.getByRole('link', { name: 'Invoice MD-10412' })).toBeVisible();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(pager.getByText('Page 1 of 2')).toBeVisible();

    await list.getByRole('link', { name: 'Invoice MD-18204' }).click();
    await expect(page).toHaveURL(/\/app\/invoices\/18204$/);
    await expectHeading(page, 'Invoice MD-18204');
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('row', { name: /Additional storage 4 TB - Grant Media \(monthly\)/ })).toBeVisible();
    await expect(lines.getByRole('row', { name: /Priority support \(monthly\)/ })).toBeVisible();
    await expect(lines.getByRole('row', { name: /CDN bandwidth overage \(180 GB/ })).toBeVisible();
    await expect(lines.getByRole('row', { name: /^Total/ })).toContainText('€12.67');
    const pay = page.getByRole('link', { name: 'Pay now' });
    await expect(pay).toBeVisible();
    await expect(pay).toHaveAttribute('href', `${WHMCS}/viewinvoice.php?id=18204`);
    await expect(pay).toHaveAttribute('target', '_blank');
    await expectNoSidewaysScrolling(page);

    await page.getByRole('link', { name: 'Invoices', exact: true }).filter({ visible: true }).first().click();
    await expectHeading(page, 'Invoices');
  });

  test('a customer without a billing-system account learns why there are no invoices and nothing to buy', async ({ page }) => {
    await signInAndOpen(page, PLEX, '/app/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices are not available on your account' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invoices' })).toHaveCount(0);
    await page.goto('/app/invoices/18204');
    await expect(page.getByRole('heading', { name: 'Invoices are not available on your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

    await page.goto('/app/shop');
    await expectHeading(page, 'Shop');
    await expect(page.getByRole('heading', { name: 'The shop is not available on your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Order / })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to your servers' }).click();
    await expectHeading(page, 'Your servers');
  });
});

test.describe('shop', () => {
  test("a billing customer buys a product: confirms it, fixes a promo code, and gets 'Done!'", async ({ page }) => {
    await signInAndOpen(page, BILLING, '/app/shop');
    await expectHeading(page, 'Shop');
    const plex = page.getByRole('list', { name: 'Plex products' });
    await expect(plex.getByRole('heading', { name: 'Plex Pro 4K' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jellyfin' })).toBeVisible();
    await expectNoSidewaysScrolling(page);

    await plex.getByRole('button', { name: 'Order Plex Pro 4K' }).click();
    const order = page.getByRole('dialog', { name: 'Order Plex Pro 4K' });
    await expect(order).toBeVisible();
    await order.getByRole('combobox', { name: 'Billing cycle' }).selectOption('quarterly');
    const promo = order.getByRole('textbox', { name: 'Promo code' });
    await promo.fill('UPGRADE20');
    await order.getByRole('button', { name: 'Place order' }).click();
    await expect(order.getByText('The promo code has expired.')).toBeVisible();
    await expect(promo).toHaveAttribute('aria-invalid', 'true');
    await expect(order.getByRole('combobox', { name: 'Billing cycle' })).toHaveValue('quarterly');

    await promo.fill('WELCOME10');
    // By keyboard: Enter in the field submits the order.
    await promo.press('Enter');
    const done = page.getByRole('dialog', { name: 'Done!' });
    await expect(done).toBeVisible();
    await expect(done.getByText('Order 8016 for Plex Pro 4K has been placed. Pay invoice MD-18205 to have it set up.')).toBeVisible();
    await expect(done.getByText('Pay €59.90 at the checkout of the billing system.')).toBeVisible();
    await expect(done.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute('href', `${WHMCS}/viewinvoice.php?id=18205`);
    await expectNoSidewaysScrolling(page);

    await done.getByRole('button', { name: 'Back to the shop' }).click();
    await expect(done).toBeHidden();
    await expect(page.getByText('Order 8016 is waiting for payment')).toBeVisible();

    await page.goto('/app/invoices/18205');
    await expectHeading(page, 'Invoice MD-18205');
    const lines = page.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('row', { name: /Plex Pro 4K \(quarterly\)/ })).toBeVisible();
    await expect(lines.getByRole('row', { name: /Promo code WELCOME10 \(10 % off\)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `${WHMCS}/viewinvoice.php?id=18205`);
  });
});
