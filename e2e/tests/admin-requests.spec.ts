import { expect } from '@playwright/test';
import { acknowledge, expectHeading, readAnnouncements, signedInPage, signInAs, testWithOwnDemo as test } from './support.ts';

const CUSTOMER = 'emby@demo.test';

test.describe('the request lounge’s administration', () => {
  // Journeys of an admin and a customer: they need more than a screen's time on a busy machine.
  test.slow();

  test('the admin approves a movie request and marks it available; the customer who asked sees it as available', async ({ page, browser, demo }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/requests');
    await expectHeading(page, 'Request lounge');
    await page.getByRole('link', { name: 'Review movie requests' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/requests\/movies\?status=pending$/);
    await page.getByRole('searchbox', { name: 'Search requests' }).fill(CUSTOMER);
    await expect(page).toHaveURL(/q=emby%40demo\.test/);

    const table = page.getByRole('table', { name: /^Movie requests \(\d+\)$/ });
    const row = table.getByRole('row').filter({ hasText: 'The Gold Rush' });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Priya Shah')).toBeVisible();
    await row.getByRole('button', { name: 'Approve' }).click();
    await acknowledge(page, 'Done!', 'The request for The Gold Rush (1925) has been approved.');

    // Approved requests leave the pending view; all of the customer's show it.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
    await expect(row.getByText('Approved')).toBeVisible();
    await row.getByRole('button', { name: 'Mark available' }).click();
    await acknowledge(page, 'Done!', 'The Gold Rush (1925) is now available.');
    await expect(row.getByText('Available')).toBeVisible();
    await expect(row.getByText('Nothing to do')).toBeVisible();

    await readAnnouncements(demo, CUSTOMER);
    const customer = await signedInPage(browser, demo.url, CUSTOMER, '/app/request-lounge/my-requests?status=available');
    const list = customer.getByRole('list', { name: 'Your requests' });
    // A full page load of the lounge's code and catalog: on a busy machine it takes longer than one assertion's wait.
    await expect(list).toBeVisible({ timeout: 20_000 });
    const item = list.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: 'The Gold Rush (1925)' }) });
    await expect(item).toHaveCount(1);
    await expect(item.getByText('Available', { exact: true })).toBeVisible();
    await customer.close();
  });
});
