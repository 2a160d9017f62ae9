import { db } from '@portal/demo-backend';
import { expect, test, waitForSubscribers } from '../realtime/fixtures.ts';
import { acknowledge, confirm, expectHeading, readAnnouncements, signIn } from './support.ts';

/**
 * A moderator's day at the help desk, on the production build against laravel-echo-server (see
 * e2e/realtime/README.md): the count at the top of the tickets follows `unread-tickets` as Laravel
 * publishes it. The stack's data and servers are shared and restarted, so its tests run one after the other.
 */
test.describe.configure({ mode: 'serial' });

const UNREAD = /^(\d+) unread tickets? waits? for an answer\.$|^No unread tickets\.$/;

test('a moderator answers a ticket with a file, closes it, and the unread count follows the tickets channel', async ({ page, realtime, tenant }) => {
  await readAnnouncements(realtime.demo, 'moderator@demo.test');
  await signIn(page, 'moderator@demo.test');
  await expectHeading(page, 'Your servers');

  await page.goto('/app/moderator/tickets');
  await expectHeading(page, 'Tickets');
  const count = page.getByRole('status').filter({ hasText: UNREAD });
  await expect(count).toHaveText(UNREAD);
  const before = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1] ?? 0);
  expect(before).toBeGreaterThan(0);

  const cast = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Chromecast stops after two minutes' }) });
  await expect(cast.getByText('Unread', { exact: true })).toBeVisible();
  await cast.getByRole('link', { name: 'Chromecast stops after two minutes' }).click();
  await expectHeading(page, 'Chromecast stops after two minutes');
  await expect(page.getByRole('button', { name: /^Download cast-session\.log/ })).toBeVisible();

  await page.getByRole('textbox', { name: 'Your answer' }).fill('Please update the Cast app to 5.42: it fixes this error. The steps are attached.');
  await page.getByLabel('Attach files').setInputFiles({ name: 'cast-update-steps.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Open Google Home\n2. Update the Cast app\n') });
  await expect(page.getByText('cast-update-steps.txt')).toBeVisible();
  await page.getByRole('button', { name: 'Send answer' }).click();
  await acknowledge(page, 'Done!', 'Your reply has been sent to the customer.');
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('article')).toHaveCount(2);
  await expect(messages.getByRole('article').last()).toContainText('it fixes this error');
  await expect(messages.getByRole('button', { name: /^Download cast-update-steps\.txt/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  // A staff reply in the customer's own thread.
  expect(db.ticketMessage.getAll().filter((message) => message.ticket_id === 1401).at(-1)).toMatchObject({ staff: true, user_id: 11 });

  await page.getByRole('button', { name: 'Close ticket' }).click();
  await confirm(page, 'Close this ticket?', 'Close ticket');
  await acknowledge(page, 'Done!', 'The ticket has been closed.');
  await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeFocused();
  await expect(page.getByText('This ticket is closed')).toBeVisible();
  expect(db.ticket.findFirst({ where: { id: { equals: 1401 } } })?.status).toBe('closed');

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Tickets' }).click();
  await expectHeading(page, 'Tickets');
  // Reading the ticket took it off the count.
  await expect(count).toHaveText(before - 1 === 1 ? '1 unread ticket waits for an answer.' : `${before - 1} unread tickets wait for an answer.`);
  await expect(cast.getByText('Closed', { exact: true })).toBeVisible();

  await waitForSubscribers(realtime.echo, [`tickets.unread.${tenant}`], 1);
  await realtime.echo.publish(`tickets.unread.${tenant}`, 'unread-tickets', { count: 12 });
  await expect(count).toHaveText('12 unread tickets wait for an answer.');
  await realtime.echo.publish(`tickets.unread.${tenant}`, 'unread-tickets', { count: 1 });
  await expect(count).toHaveText('1 unread ticket waits for an answer.');
});
