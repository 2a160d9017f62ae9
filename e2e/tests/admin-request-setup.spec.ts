import { expect, type Browser, type Page } from '@playwright/test';
import type { DemoHttpServer } from '@portal/demo-backend/http-server';
import { expectHeading, readAnnouncements, testWithOwnDemo as test, signInAs } from './support.ts';

const ADMIN = 'admin@demo.test';
const CUSTOMER = 'plex@demo.test';

// These journeys change the platform's rules and settings: each starts from the seed, on this worker's own demo server.

async function signInAsAdmin(page: Page, path: string) {
  await signInAs(page, ADMIN, path);
}

/** The customer, in a browser of their own, signed in with the announcements read. */
async function customerPage(browser: Browser, demo: DemoHttpServer, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: demo.url });
  const page = await context.newPage();
  await readAnnouncements(demo, CUSTOMER);
  await signInAs(page, CUSTOMER, path);
  return page;
}

test.describe('the request lounge’s set-up', () => {
  // Journeys of an admin and a customer: they need more than a screen's time on a busy machine.
  test.slow();

  test('the admin changes the weekly request quota and the customer’s lounge shows the new quota', async ({ page, browser, demo }) => {
    await signInAsAdmin(page, '/app/admin/requests/rules');
    await expectHeading(page, 'Request lounge');
    const form = page.getByRole('form', { name: 'Request limits' });
    const weekly = form.getByRole('textbox', { name: 'Weekly requests per customer' });
    await expect(weekly).toHaveValue('10');
    await weekly.fill('15');
    await form.getByRole('button', { name: 'Save rules' }).click();
    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText('The request rules have been saved.');
    await done.getByRole('button', { name: 'OK' }).click();

    const customer = await customerPage(browser, demo, '/app/request-lounge/movies');
    await expect(customer.getByText(/\d+ of 15 requests left this week/)).toBeVisible();
    await customer.context().close();
  });

  test('the admin switches the lounge off with an external link and menu name, and the customer menu links there instead', async ({ page, browser, demo }) => {
    await signInAsAdmin(page, '/app/admin/requests/settings');
    const form = page.getByRole('form', { name: 'Request lounge settings' });
    await form.getByRole('switch', { name: 'Request lounge' }).click();
    await expect(form.getByText(/instead of the request lounge it shows the link below/)).toBeVisible();
    await form.getByRole('textbox', { name: /External request site/ }).fill('https://requests.example.com');
    await form.getByRole('textbox', { name: /Menu name/ }).fill('Ask for a title');
    await form.getByRole('button', { name: 'Save settings' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Switch the request lounge off?' });
    await expect(confirm).toContainText('Their menu shows “Ask for a title”, which opens https://requests.example.com.');
    await confirm.getByRole('button', { name: 'Switch off' }).click();
    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText('The request lounge is off');
    await done.getByRole('button', { name: 'OK' }).click();

    const customer = await customerPage(browser, demo, '/app/dashboard');
    const menu = customer.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: /Ask for a title/ })).toHaveAttribute('href', 'https://requests.example.com');
    await expect(menu.getByRole('link', { name: 'Request lounge' })).toHaveCount(0);
    await customer.context().close();
  });
});
