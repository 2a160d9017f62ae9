import { expect, type Page } from '@playwright/test';
import { acknowledge, confirm, expectHeading, signInThroughApi, storeSession, testWithOwnDemo as test } from './support.ts';
import { axeViolations, WCAG21 } from './judge-page.ts';

const ADMIN = 'admin@demo.test';
const NEW_COUNT = /^(\d+) new tickets? (is|are) waiting for an answer\.$/;

/**
 * Every journey starts from the seed of this worker's own demo server, signed in as the admin, with
 * the announcements read and the shell's ticket alert already seen (its toast would lie over the
 * thread's buttons at the bottom right).
 */
test.beforeEach(async ({ demo, page }) => {
  const session = await signInThroughApi(demo.url, ADMIN);
  const answer = await fetch(`${demo.url}/api/admin/support/tickets/count-new`, { headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}` } });
  const { count } = (await answer.json()) as { count: number };
  await page.addInitScript((seen) => window.localStorage.setItem('ticket-alert-count', JSON.stringify(seen)), count);
  await storeSession(page, session);
});

/** The count of new tickets the support screen shows. */
async function newTickets(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: NEW_COUNT });
  await expect(status).toBeVisible({ timeout: 20_000 });
  return Number(NEW_COUNT.exec((await status.textContent()) ?? '')?.[1]);
}

test.describe('the admin’s support tickets', () => {
  // Each journey walks several round trips to the demo server after the first load.
  test.describe.configure({ timeout: 60_000 });

  test('a ticket is answered with a file and closed, and the count of new tickets drops', async ({ page }) => {
    await page.goto('/app/admin/support');
    await expectHeading(page, 'Support');
    const before = await newTickets(page);
    expect(before).toBeGreaterThan(0);
    const tickets = page.getByRole('list', { name: 'Tickets' });
    const row = tickets.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Plex buffers on 4K remuxes since yesterday' }) });
    await expect(row.getByText('Unread')).toBeVisible();

    await row.getByRole('link').click();
    await expectHeading(page, 'Plex buffers on 4K remuxes since yesterday');
    await expect(page).toHaveURL(/\/app\/admin\/support\/tickets\/1045$/);
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('button', { name: /^Download plex-media-server\.log/ })).toBeVisible();
    const violations = await axeViolations(page, { include: 'main', tags: WCAG21 });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await page.getByRole('textbox', { name: 'Your reply' }).fill('Hi Jordan, your line reached 21 Mbps last night. Could you run the buffering test from the support page?');
    await page.getByLabel('Attach files').setInputFiles({ name: 'buffering-test-steps.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Open Support\n2. Buffering test\n3. Start the test\n') });
    await expect(page.getByRole('list', { name: 'Files to attach' })).toContainText('buffering-test-steps.txt');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await acknowledge(page, 'Done!', 'Your reply has been sent to the customer.');
    await expect(messages.getByRole('article').last()).toContainText('could you run the buffering test', { ignoreCase: true });
    await expect(messages.getByRole('button', { name: /^Download buffering-test-steps\.txt/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');

    await page.getByRole('button', { name: 'Close ticket' }).click();
    await confirm(page, 'Close this ticket?', 'Close ticket');
    await acknowledge(page, 'Done!', 'The ticket has been closed.');
    await expect(page.getByText('This ticket is closed')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeHidden();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Support' }).click();
    await expectHeading(page, 'Support');
    await expect.poll(() => newTickets(page)).toBe(before - 1);
    await expect(row.getByText('Closed')).toBeVisible();
    await expect(row.getByText('Unread')).toBeHidden();
  });

  test('the list’s filters live in the address, and a reload keeps them', async ({ page }) => {
    await page.goto('/app/admin/support');
    await expectHeading(page, 'Support');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Customer reply');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Priority, most urgent first');
    await expect(page).toHaveURL(/\/app\/admin\/support\?status=customer-reply&sort=priority\.desc$/);
    const tickets = page.getByRole('list', { name: 'Tickets' });
    await expect(tickets.getByRole('link', { name: 'Subtitles out of sync after the Plex update' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('customer-reply');
    await expect(tickets.getByRole('link', { name: 'Subtitles out of sync after the Plex update' })).toBeVisible();
  });
});
