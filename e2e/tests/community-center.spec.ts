import { expect, type Page } from '@playwright/test';
import { testWithOwnDemo as test, signInThroughApi, storeSession } from './support.ts';

const PLEX = 'plex@demo.test';

// Every test starts from the seed of this worker's own demo server, signed in as the Plex customer.
test.beforeEach(async ({ demo, page }) => {
  await storeSession(page, await signInThroughApi(demo.url, PLEX));
});

async function openCommunityCenter(page: Page, section = '') {
  await page.goto(`/app/community-center${section}`);
  // The first load also fetches the user and the system settings before the screen's own chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'Community center' })).toBeVisible({ timeout: 20_000 });
}

async function acknowledge(page: Page, title: string, message: string | RegExp) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toContainText(message);
  await dialog.getByRole('button').click();
  await expect(dialog).toBeHidden();
}

test.describe('the community center', () => {
  // Each journey walks five or six round trips to the demo server after the first load.
  test.describe.configure({ timeout: 60_000 });

  test('opens on the invites; a friend is invited and the invite revoked', async ({ page }) => {
    await openCommunityCenter(page);
    await expect(page).toHaveURL(/\/app\/community-center\/invites$/);
    await expect(page.getByRole('link', { name: 'Invites' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('3 of 5 invites left')).toBeVisible();

    const email = page.getByRole('textbox', { name: 'Friend’s e-mail address' });
    await email.fill('emby@demo.test');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText('emby@demo.test already has an account.')).toBeVisible();
    await expect(email).toHaveValue('emby@demo.test');

    await email.fill('new.friend@example.com');
    await page.getByRole('textbox', { name: 'Personal message' }).fill('Come and watch along!');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await acknowledge(page, 'Done!', 'An invite has been sent to new.friend@example.com.');
    const invites = page.getByRole('list', { name: 'Your invites' });
    await expect(invites.getByRole('listitem').first()).toContainText('new.friend@example.com');
    await expect(page.getByText('2 of 5 invites left')).toBeVisible();

    await invites.getByRole('button', { name: 'Revoke the invite to new.friend@example.com' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke this invite?' }).getByRole('button', { name: 'Revoke invite' }).click();
    await acknowledge(page, 'Done!', 'The invite to new.friend@example.com has been revoked.');
    await expect(invites.getByRole('listitem').first()).toContainText('Revoked');
  });

  test('the preferred CDN node is chosen by keyboard and kept after a reload', async ({ page }) => {
    await openCommunityCenter(page, '/cdn');
    const nodes = page.getByRole('group', { name: 'Preferred node' });
    const frankfurt = nodes.getByRole('radio', { name: /cdn-fra-1/ });
    await expect(frankfurt).toBeChecked();
    await expect(nodes.getByRole('radio', { name: /cdn-nyc-1/ })).toBeDisabled();

    await frankfurt.focus();
    await page.keyboard.press('ArrowDown');
    await expect(nodes.getByRole('radio', { name: /cdn-ams-1/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save preference' })).toBeFocused();
    await page.keyboard.press('Enter');
    await acknowledge(page, 'Done!', 'Your streams now go through cdn-ams-1 (Amsterdam, NL) when it can take them.');

    await page.reload();
    await expect(page.getByRole('group', { name: 'Preferred node' }).getByRole('radio', { name: /cdn-ams-1/ })).toBeChecked();
  });

  test('a mismatched title is reported, then the report is cancelled', async ({ page }) => {
    await openCommunityCenter(page, '/mismatched-content');
    const reports = page.getByRole('list', { name: 'Your reports' });
    await expect(reports.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('button', { name: 'Report a title' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a mismatched title' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose the server the title is on.')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Server' }).selectOption({ label: 'Jordan’s Plex (Plex)' });
    const library = dialog.getByRole('combobox', { name: 'Library' });
    await expect(library).toBeEnabled();
    await library.selectOption({ label: 'Movies' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Metropolis');
    await dialog.getByRole('combobox', { name: 'What is wrong' }).selectOption({ label: 'Wrong artwork' });
    await dialog.getByRole('textbox', { name: 'Correct match' }).fill('https://www.imdb.com/title/tt0017136/');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await acknowledge(page, 'Done!', 'Thanks! “Metropolis” has been reported. The community team will re-match it.');
    await expect(reports.getByRole('listitem')).toHaveCount(4);

    await reports.getByRole('button', { name: 'Cancel the report of Metropolis' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this report?' }).getByRole('button', { name: 'Cancel report' }).click();
    await acknowledge(page, 'Done!', 'Your report of “Metropolis” has been cancelled.');
    await expect(reports.getByRole('listitem').filter({ hasText: 'Metropolis' })).toContainText('Cancelled');
  });
});
