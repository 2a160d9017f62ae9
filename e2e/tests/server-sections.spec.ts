import { expect, type Page } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, acknowledge, confirm, signInAs } from './support.ts';

/** The seeded servers of the three demo customers (DEMO_IDS.servers). */
const PLEX = { email: 'plex@demo.test', id: 1, name: 'Jordan’s Plex' };
const EMBY = { email: 'emby@demo.test', id: 2, name: 'Shah Family Emby' };
const JELLYFIN = { email: 'jellyfin@demo.test', id: 3, name: 'Mateo’s Jellyfin' };

// Each test starts from the seed of its worker's own demo server, so the journeys do not depend on each other's changes.
test.beforeEach(() => {
  // Long journeys of many calls each: give them the time of three ordinary tests on a busy machine.
  test.slow();
});

/** Signs in, opens the server from the dashboard and switches to one of its tabs. */
async function openSection(page: Page, { email, name }: { email: string; name: string }, tab: string) {
  await signInAs(page, email, '/app/dashboard');
  await expectHeading(page, 'Your servers');
  await page.getByRole('link', { name }).click();
  await expectHeading(page, name);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

test.describe('the CDN of a server', () => {
  test('is enabled with a host and a type, and disabled again', async ({ page }) => {
    await openSection(page, PLEX, 'CDN');
    const panel = page.getByRole('tabpanel', { name: 'CDN' });
    await expect(panel.getByText('Disabled', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Enable CDN' }).click();
    await expect(panel.getByText('Enter the CDN host.')).toBeVisible();
    await panel.getByLabel('CDN host').fill('cdn.jordan-lee.example');
    await panel.getByLabel('CDN type').selectOption({ label: 'Bunny CDN' });
    await panel.getByRole('button', { name: 'Enable CDN' }).click();
    await acknowledge(page, 'Done!', 'The CDN is being enabled.');
    await expect(panel.getByText('Enabled', { exact: true })).toBeVisible();
    await expect(panel.getByText('cdn.jordan-lee.example')).toBeVisible();
    await expect(panel.getByText('Bunny CDN')).toBeVisible();

    await panel.getByRole('button', { name: 'Disable CDN' }).click();
    await confirm(page, 'Disable the CDN?', 'Disable CDN');
    await acknowledge(page, 'Done!', 'The CDN has been disabled.');
    await expect(panel.getByText('Disabled', { exact: true })).toBeVisible();
  });
});

test.describe('the backups of a server', () => {
  test('are created with a name and a type, restored and deleted', async ({ page }) => {
    await openSection(page, PLEX, 'Backups');
    const panel = page.getByRole('tabpanel', { name: 'Backups' });
    const create = panel.getByRole('form', { name: 'Create a backup' });
    await create.getByLabel('Backup name').fill('Before the e2e run');
    await create.getByLabel('Backup type').selectOption({ label: 'Full server' });
    await create.getByRole('button', { name: 'Create backup' }).click();
    await acknowledge(page, 'Done!', 'The backup has been created.');
    const live = panel.getByRole('list', { name: `Backups of ${PLEX.name}` });
    await expect(live.getByRole('heading', { name: 'Before the e2e run' })).toBeVisible();

    await live.getByRole('button', { name: 'Restore Before the e2e run' }).click();
    await confirm(page, 'Restore “Before the e2e run”?', 'Restore backup');
    await acknowledge(page, 'Done!', 'Before the e2e run is being restored.');

    await live.getByRole('button', { name: 'Delete Before the e2e run' }).click();
    await confirm(page, 'Delete “Before the e2e run”?', 'Delete backup');
    await acknowledge(page, 'Poof!', 'The backup has been deleted.');
    await expect(live.getByRole('heading', { name: 'Before the e2e run' })).toHaveCount(0);
  });
});

test.describe('inviting a user', () => {
  test('on Plex, after signing in to the Plex account', async ({ page }) => {
    await openSection(page, PLEX, 'Invites');
    const panel = page.getByRole('tabpanel', { name: 'Invites' });
    const signInForm = panel.getByRole('form', { name: 'Sign in to Plex' });
    await signInForm.getByLabel('Plex e-mail or username').fill(PLEX.email);
    await signInForm.getByLabel('Plex password').fill('demo1234');
    await signInForm.getByRole('button', { name: 'Show invites' }).click();

    const invite = panel.getByRole('form', { name: 'Invite a user' });
    await invite.getByLabel('Their Plex e-mail address').fill('e2e.friend@example.com');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await acknowledge(page, 'Done!', 'e2e.friend@example.com');
    await expect(panel.getByText('e2e.friend@example.com')).toBeVisible();
  });

  test('on Emby, by username and by Emby Connect', async ({ page }) => {
    await openSection(page, EMBY, 'Invites');
    const panel = page.getByRole('tabpanel', { name: 'Invites' });
    const invite = panel.getByRole('form', { name: 'Invite a user' });
    await invite.getByLabel('Username').fill('e2e-cousin');
    await invite.getByRole('button', { name: 'Invite user' }).click();
    await acknowledge(page, 'Done!', `e2e-cousin can now sign in to ${EMBY.name}.`);
    await expect(panel.getByText('e2e-cousin')).toBeVisible();

    const connect = panel.getByRole('form', { name: 'Invite with Emby Connect' });
    await connect.getByLabel('Emby Connect e-mail address').fill('e2e.connect@example.com');
    await connect.getByRole('button', { name: 'Send invite' }).click();
    await acknowledge(page, 'Done!', 'An Emby Connect invite has been sent to e2e.connect@example.com.');
    await expect(panel.getByText('e2e.connect@example.com')).toBeVisible();
  });

  test('on Jellyfin, with a username and a password', async ({ page }) => {
    await openSection(page, JELLYFIN, 'Invites');
    const panel = page.getByRole('tabpanel', { name: 'Invites' });
    const invite = panel.getByRole('form', { name: 'Invite a user' });
    await invite.getByLabel('Username').fill('e2e-neighbour');
    await invite.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await invite.getByRole('button', { name: 'Invite user' }).click();
    await expect(invite.getByText('Use at least 8 characters.')).toBeVisible();
    await invite.getByRole('textbox', { name: 'Password', exact: true }).fill('popcorn-night');
    await invite.getByRole('button', { name: 'Invite user' }).click();
    await acknowledge(page, 'Done!', `e2e-neighbour can now sign in to ${JELLYFIN.name}.`);
    await expect(panel.getByText('e2e-neighbour')).toBeVisible();
  });
});
