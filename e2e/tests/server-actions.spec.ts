import { expect, type Page } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, acknowledge, confirm, signInAs } from './support.ts';

/** The seeded servers of the three demo customers (DEMO_IDS.servers). */
const PLEX = { email: 'plex@demo.test', id: 1, name: 'Jordan’s Plex' };
const JELLYFIN = { email: 'jellyfin@demo.test', id: 3, name: 'Mateo’s Jellyfin' };

// Each test starts from the seed of its worker's own demo server, so the journeys do not depend on each other's changes.
test.beforeEach(() => {
  // Long journeys of many calls each: give them the time of three ordinary tests on a busy machine.
  test.slow();
});

/** Signs in and opens the server from its card on the dashboard, as a customer does. */
async function openServer(page: Page, { email, name }: { email: string; name: string }) {
  await signInAs(page, email, '/app/dashboard');
  await expectHeading(page, 'Your servers');
  await page.getByRole('link', { name }).click();
  await expectHeading(page, name);
}

const status = (page: Page) => page.getByRole('region', { name: 'Server details' });

/** The page's own button of an action, not the one in a dialog. */
const action = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

test.describe('the server page', () => {
  test('stops, starts and restarts a server, each after saying what it does', async ({ page }) => {
    await openServer(page, PLEX);
    await expect(status(page).getByText('Running')).toBeVisible();
    await expect(status(page).getByText(/^Online · \d+ ms$/)).toBeVisible();
    await expect(action(page, 'Start')).toBeDisabled();

    await action(page, 'Stop').click();
    await confirm(page, 'Stop the server?', 'Stop the server');
    await acknowledge(page, 'Done!', 'The server has been shut down');
    await expect(status(page).getByText('Stopped')).toBeVisible();
    await expect(status(page).getByText('Offline')).toBeVisible();

    // Starting interrupts nobody, so it asks nothing.
    await action(page, 'Start').click();
    await acknowledge(page, 'Done!', 'The server has been started');
    await expect(status(page).getByText('Running')).toBeVisible();

    await action(page, 'Restart').click();
    await confirm(page, 'Restart the server?', 'Restart');
    await acknowledge(page, 'Done!', 'The server has been restarted');
    await expect(status(page).getByText('Running')).toBeVisible();
    await expect(action(page, 'Start')).toBeDisabled();
  });

  test('resets the claim, then claims again through a popup that must be confirmed as read', async ({ page }) => {
    await openServer(page, PLEX);
    await expect(page.getByText('Claimed by plex@demo.test')).toBeVisible();
    await action(page, 'Reset claim').click();
    await confirm(page, 'Reset the claim?', 'Reset claim');
    await acknowledge(page, 'Done!', 'The claim has been reset and the server has been restarted');

    const claim = page.getByRole('form', { name: 'Claim the server' });
    await claim.getByRole('button', { name: 'Claim server' }).click();
    await expect(claim.getByText('Enter the e-mail address of your Plex account.')).toBeVisible();
    await expect(claim.getByText('Enter the password of your Plex account.')).toBeVisible();
    await claim.getByLabel('Plex account e-mail').fill(PLEX.email);
    await claim.getByLabel('Plex account password').fill('demo1234');
    await claim.getByRole('button', { name: 'Claim server' }).click();

    const popup = page.getByRole('dialog', { name: 'Server claimed' });
    await expect(popup).toContainText(`${PLEX.name} is now linked to the Plex account ${PLEX.email}`);
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Got it!' }).click();
    await expect(popup.getByText('Please confirm you have read the message!')).toBeVisible();
    await popup.getByRole('checkbox', { name: 'I have read this message' }).click();
    await popup.getByRole('button', { name: 'Got it!' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByText('Claimed by plex@demo.test')).toBeVisible();
  });

  test('restarts the node behind a blocking Rebooting... dialog', async ({ page }) => {
    await openServer(page, PLEX);
    await action(page, 'Restart the node').click();
    await confirm(page, /^Restart the node/, 'Restart the node');
    // The dialog may be short-lived against the demo, which reboots at once; it must close by itself.
    await acknowledge(page, 'Done!', 'The node has been restarted');
    await expect(page.getByRole('dialog', { name: 'Rebooting...' })).toBeHidden();
  });

  test('deletes a server only once its name has been typed', async ({ page }) => {
    await openServer(page, JELLYFIN);
    await action(page, 'Delete server').click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this server?' });
    const remove = dialog.getByRole('button', { name: 'Delete the server' });
    await expect(remove).toBeDisabled();
    await dialog.getByRole('textbox', { name: `Type ${JELLYFIN.name} to confirm` }).fill(JELLYFIN.name);
    await remove.click();
    await acknowledge(page, 'Poof!', `${JELLYFIN.name} has been deleted.`);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expectHeading(page, 'Your servers');
    await expect(page.getByRole('link', { name: JELLYFIN.name })).toHaveCount(0);
  });
});
