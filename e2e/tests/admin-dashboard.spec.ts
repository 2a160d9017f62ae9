import { expect, type Page } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

/** The admin's ticket alert (a toast at the bottom right, until "Got it!") may lie over what is clicked. */
async function dismissTicketAlert(page: Page) {
  const gotIt = page.getByRole('button', { name: 'Got it!' });
  if (await gotIt.isVisible()) await gotIt.click();
}

test.describe('the admin dashboard', () => {
  test('opens a customer’s manual billing from the dashboard and records a payment', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/dashboard');
    await expectHeading(page, 'Admin dashboard');
    await dismissTicketAlert(page);

    // Hannah Becker pays by hand: her entry leads to her billing.
    await page.getByRole('link', { name: 'Hannah Becker', exact: true }).click();
    await expect(page).toHaveURL('/app/admin/dashboard/manual-billing/customer/6');
    await expectHeading(page, 'Hannah Becker');
    const owed = page.getByLabel('What they owe', { exact: true });
    await expect(owed).toContainText('Owes €30.50');
    const invoices = page.getByRole('list', { name: 'Open invoices' });
    await expect(invoices.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Amount').fill('40.50');
    await expect(dialog.getByLabel('Method')).toHaveValue('bank-transfer');
    await dialog.getByLabel('Reference').fill('BECKER MB-0148 MB-0150');
    await dialog.getByRole('button', { name: 'Record payment' }).click();

    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done.getByText('The payment has been recorded.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await done.getByRole('button', { name: 'OK' }).click();

    // Both invoices are paid; the credit of €10.00 recorded before is left over.
    await expect(page.getByRole('heading', { level: 3, name: 'No open invoices' })).toBeVisible();
    await expect(owed).toContainText('€10.00 in credit');
    const latest = page.getByRole('list', { name: 'Payment history' }).getByRole('listitem').first();
    await expect(latest).toContainText('Reference BECKER MB-0148 MB-0150');
    await expect(latest.getByRole('list', { name: 'Invoices it paid' }).getByRole('listitem')).toHaveText(['€10.25 to MB-0148', '€30.25 to MB-0150']);

    // The way back to the dashboard, where she is still listed.
    await page.getByRole('link', { name: 'Admin dashboard', exact: true }).click();
    await expectHeading(page, 'Admin dashboard');
    await expect(page.getByRole('link', { name: 'Hannah Becker', exact: true })).toBeVisible();
  });

  test('a payment the server refuses keeps what was typed, next to the field', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/dashboard/manual-billing/customer/14');
    await expectHeading(page, 'Noah Williams');
    await dismissTicketAlert(page);

    await page.getByRole('button', { name: 'Record a payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment' });
    const amount = dialog.getByLabel('Amount');
    await amount.fill('250000');
    await dialog.getByLabel('Note').fill('The whole year at once.');
    await dialog.getByRole('button', { name: 'Record payment' }).click();

    await expect(dialog.getByText('The amount field must not be greater than 100000.00.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('250000');
    await expect(dialog.getByLabel('Note')).toHaveValue('The whole year at once.');
  });
});
