import { expect, type Page } from '@playwright/test';
import { expectHeading, PASSWORD, testWithOwnDemo as test, readAnnouncements, acknowledge, confirm, signInAs } from './support.ts';

const PLEX = { email: 'plex@demo.test', server: 'Jordan’s Plex' };
/** Hannah Becker has two Plex servers, so she can sync between them. */
const HANNAH = { email: 'hannah.becker@demo.test', source: 'Becker Cinema 4K', target: 'Becker Holiday Films' };

// Each test starts from the seed of its worker's own demo server, so the journeys do not depend on each other's changes.
test.beforeEach(async ({ demo }) => {
  await readAnnouncements(demo, HANNAH.email);
});

/** Signs in and opens one of the Plex tools from the tools' own navigation. */
async function openTool(page: Page, email: string, tool: string) {
  await signInAs(page, email, '/app/plex-tools');
  await expectHeading(page, 'Plex tools');
  const nav = page.getByRole('navigation', { name: 'Plex tools' });
  await nav.getByRole('link', { name: tool }).click();
  await expect(nav.getByRole('link', { name: tool })).toHaveAttribute('aria-current', 'page');
}

test.describe('Plex invites', () => {
  test('a customer signs in to Plex and invites a Plex user', async ({ page }) => {
    await openTool(page, PLEX.email, 'Invites');
    const signInForm = page.getByRole('form', { name: 'Sign in to Plex' });
    await signInForm.getByRole('button', { name: 'Sign in to Plex' }).click();
    await expect(signInForm.getByText('Enter your Plex password.')).toBeVisible();
    await signInForm.getByLabel('Plex e-mail or username').fill(PLEX.email);
    await signInForm.getByRole('textbox', { name: 'Plex password' }).fill('not-the-password');
    await signInForm.getByRole('button', { name: 'Sign in to Plex' }).click();
    await expect(signInForm.getByText('These Plex credentials do not match our records.')).toBeVisible();
    await expect(signInForm.getByLabel('Plex e-mail or username')).toHaveValue(PLEX.email);
    await signInForm.getByRole('textbox', { name: 'Plex password' }).fill(PASSWORD);
    await signInForm.getByRole('button', { name: 'Sign in to Plex' }).click();

    const invites = page.getByRole('list', { name: 'Invites' });
    await expect(invites).toBeVisible();
    const form = page.getByRole('form', { name: 'Invite a Plex user' });
    await form.getByLabel('Their Plex e-mail address').fill('sam.rivera@example.com');
    await form.getByRole('button', { name: 'Send invite' }).click();
    await acknowledge(page, 'Done!', `An invite to ${PLEX.server} has been sent to sam.rivera@example.com.`);
    await expect(invites.getByText('sam.rivera@example.com')).toBeVisible();
  });

  test('a customer backs up the invites, reads a backup and deletes it', async ({ page }) => {
    await openTool(page, PLEX.email, 'Invites');
    const backups = page.getByRole('list', { name: 'Invite backups' });
    await expect(backups.getByRole('listitem')).toHaveCount(2);
    const signInForm = page.getByRole('form', { name: 'Sign in to Plex' });
    await signInForm.getByLabel('Plex e-mail or username').fill(PLEX.email);
    await signInForm.getByRole('textbox', { name: 'Plex password' }).fill(PASSWORD);
    await signInForm.getByRole('button', { name: 'Sign in to Plex' }).click();
    const backUp = page.getByRole('form', { name: 'Back up invites' });
    await backUp.getByLabel('Backup name').fill('Before the move');
    await backUp.getByRole('button', { name: 'Back up invites' }).click();
    await acknowledge(page, 'Done!', `The invite list of ${PLEX.server} (4 invites) has been backed up as “Before the move”.`);
    await expect(backups.getByRole('listitem')).toHaveCount(3);

    await backups.getByRole('button', { name: 'Show the invites in Before the move' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before the move' });
    await expect(dialog.getByText('grandma.lee@example.com')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await backups.getByRole('button', { name: 'Delete Monthly' }).click();
    await confirm(page, 'Delete this invite backup?', 'Delete backup');
    await acknowledge(page, 'Poof!', 'The invite backup “Monthly” has been deleted.');
    await expect(backups.getByRole('listitem')).toHaveCount(2);
    await expect(backups.getByText('Monthly', { exact: true })).toBeHidden();
  });
});

test.describe('Plex sync', () => {
  test('a customer with two Plex servers syncs from one to the other', async ({ page }) => {
    await openTool(page, HANNAH.email, 'Sync');
    const runs = page.getByRole('list', { name: 'Recent syncs' });
    await expect(runs.getByText(`From ${HANNAH.source}`)).toHaveCount(3);
    const form = page.getByRole('form', { name: 'Start a sync' });
    await form.getByRole('checkbox', { name: 'Watch history' }).click();
    await form.getByRole('button', { name: 'Start sync' }).click();
    await expect(form.getByText('Choose at least one server to copy to.')).toBeVisible();
    await expect(form.getByText('Choose what to copy.')).toBeVisible();
    await form.getByRole('checkbox', { name: HANNAH.target }).click();
    await form.getByRole('checkbox', { name: 'Shared users' }).click();
    await form.getByRole('button', { name: 'Start sync' }).click();
    await acknowledge(page, 'Done!', `The sync from ${HANNAH.source} to ${HANNAH.target} has started.`);
    await expect(runs.getByText(`From ${HANNAH.source}`)).toHaveCount(4);
  });
});

test.describe('Plex collections', () => {
  test('a customer makes a collection from titles, sees it and deletes it', async ({ page }) => {
    await openTool(page, PLEX.email, 'Collections');
    await expect(page.getByRole('heading', { name: `Collections on ${PLEX.server}` })).toBeVisible();
    const collections = page.getByRole('list', { name: 'Collections' });
    await expect(collections.getByRole('listitem')).toHaveCount(4);
    const form = page.getByRole('form', { name: 'Make a collection' });
    await form.getByLabel('Library').selectOption({ label: 'Movies' });
    await form.getByLabel('Collection name').fill('Keaton');
    await form.getByLabel('Titles, one per line').fill('The General\nSherlock Jr.\nThe Navigator');
    await form.getByRole('button', { name: 'Make collection' }).click();
    await acknowledge(page, 'Done!', 'The collection “Keaton” has been created in Movies with 2 titles. Not found in Movies: The Navigator.');
    await expect(collections.getByText('Keaton', { exact: true })).toBeVisible();

    await collections.getByRole('button', { name: 'Delete Keaton' }).click();
    await confirm(page, 'Delete this collection?', 'Delete collection');
    await acknowledge(page, 'Poof!', 'The collection “Keaton” has been deleted.');
    await expect(collections.getByRole('listitem')).toHaveCount(4);
  });
});

test.describe('Plex media scans', () => {
  test('a customer starts a scan of a library and sees it listed', async ({ page }) => {
    await openTool(page, PLEX.email, 'Scan media');
    const scans = page.getByRole('list', { name: 'Recent scans' });
    await expect(scans.getByRole('listitem')).toHaveCount(4);
    const form = page.getByRole('form', { name: 'Scan a library' });
    await form.getByLabel('Library').selectOption({ label: 'TV Shows' });
    await form.getByRole('button', { name: 'Start scan' }).click();
    await acknowledge(page, 'Done!', `The scan of TV Shows on ${PLEX.server} has started.`);
    await expect(scans.getByRole('listitem')).toHaveCount(5);
    await expect(scans.getByText(`TV Shows on ${PLEX.server}`)).toHaveCount(2);
  });
});

test.describe('customers without Plex', () => {
  for (const email of ['emby@demo.test', 'jellyfin@demo.test']) {
    test(`${email} reads why the Plex tools are not theirs, and finds their servers`, async ({ page }) => {
      await signInAs(page, email, '/app/plex-tools/invites');
      await expect(page.getByRole('heading', { name: 'Plex tools work with Plex servers' })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toBeHidden();
      await page.getByRole('link', { name: 'Go to your servers' }).click();
      await expectHeading(page, 'Your servers');
    });
  }
});
