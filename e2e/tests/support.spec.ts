import { expect, type Page } from '@playwright/test';
import { testWithOwnDemo as test, signInThroughApi, storeSession } from './support.ts';

const PLEX = 'plex@demo.test';

// Every test starts from the seed of this worker's own demo server, signed in as the Plex customer.
test.beforeEach(async ({ demo, page }) => {
  await storeSession(page, await signInThroughApi(demo.url, PLEX));
});

async function openSupport(page: Page, section = '') {
  await page.goto(`/app/support${section}`);
  // The first load also fetches the user and the system settings before the screen's own chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible({ timeout: 20_000 });
}

test.describe('support', () => {
  // Each journey walks several round trips to the demo server after the first load.
  test.describe.configure({ timeout: 60_000 });

  test('a new ticket is opened with a log file and answered in its thread', async ({ page }) => {
    await openSupport(page);
    await expect(page).toHaveURL(/\/app\/support\/tickets$/);
    const tickets = page.getByRole('list', { name: 'Tickets' });
    await expect(tickets.getByRole('link', { name: 'Invite to my Plex server is not arriving' })).toBeVisible();
    await expect(page.getByText('1 new reply')).toBeVisible();

    await page.getByRole('button', { name: 'Open a ticket' }).click();
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await expect(subject).toBeFocused();
    await page.getByRole('button', { name: 'Open ticket' }).click();
    await expect(subject).toHaveAccessibleDescription('Enter a subject.');

    await subject.fill('Playback stops on the Roku');
    await page.getByRole('combobox', { name: 'Department' }).selectOption('Technical');
    await page.getByRole('combobox', { name: 'Server' }).selectOption({ label: 'Jordan’s Plex (fra-01)' });
    await page.getByRole('textbox', { name: 'Message' }).fill('Every film stops after about ten minutes on the Roku in the living room.');
    await page.getByLabel('Attach files').setInputFiles({ name: 'roku.log', mimeType: 'text/plain', buffer: Buffer.from('player stalled at 00:10:02\n'.repeat(40)) });
    await expect(page.getByRole('list', { name: 'Files to attach' })).toContainText('roku.log');
    await page.getByRole('button', { name: 'Open ticket' }).click();

    const done = page.getByRole('alertdialog', { name: 'Done!' });
    await expect(done).toContainText(/Ticket #\d+ is open\./);
    await done.getByRole('button').click();
    await expect(done).toBeHidden();
    await expect(page).toHaveURL(/\/app\/support\/tickets\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Playback stops on the Roku' })).toBeVisible();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('button', { name: /^Download roku\.log/ })).toBeVisible();

    const reply = page.getByRole('textbox', { name: 'Your reply' });
    await reply.fill('It also happens on my phone.');
    await page.getByLabel('Attach files').setInputFiles({ name: 'phone.txt', mimeType: 'text/plain', buffer: Buffer.from('Pixel 8, Plex app 10.2') });
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Your reply has been sent.')).toBeVisible();
    await expect(messages.getByRole('article')).toHaveCount(2);
    await expect(messages.getByRole('article').last()).toContainText('It also happens on my phone.');
    await expect(messages.getByRole('button', { name: /^Download phone\.txt/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ticket details' })).toContainText('Customer reply');
    await expect(reply).toHaveValue('');

    const download = page.waitForEvent('download');
    await messages.getByRole('button', { name: /^Download roku\.log/ }).click();
    expect((await download).suggestedFilename()).toBe('roku.log');

    await page.getByRole('link', { name: '← All tickets' }).click();
    await expect(page.getByRole('list', { name: 'Tickets' }).getByRole('link', { name: 'Playback stops on the Roku' })).toBeVisible();
  });

  test('a buffering test runs, shows its progress and its result', async ({ page }) => {
    await openSupport(page, '/buffering-test');
    await expect(page.getByText('Server: Jordan’s Plex (fra-01)')).toBeVisible();
    // Over a local connection the run is short: watch for its progress from before the start.
    const progress = page.getByRole('progressbar', { name: 'Test progress' }).waitFor();
    await page.getByRole('button', { name: 'Start the test' }).click();
    await progress;
    const result = page.getByRole('heading', { name: /^Best quality: / });
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).toBeFocused();
    await expect(page.getByText('Download speed')).toBeVisible();
    await expect(page.getByText(/^Jordan’s Plex on node fra-01/)).toContainText('Operational');
    await expect(page.getByRole('button', { name: 'Run the test again' })).toBeVisible();
  });
});
