import { expect, type Page } from '@playwright/test';
import { PASSWORD, testWithOwnDemo as test, readAnnouncements, signInAs } from './support.ts';

const PLEX = 'plex@demo.test';

// Each test starts from the seed of its worker's own demo server, so the journeys do not depend on each other's changes.
test.beforeEach(async ({ demo }) => {
  await readAnnouncements(demo, PLEX);
});

async function signInAndOpen(page: Page, path: string) {
  await signInAs(page, PLEX, path);
}

/** Acknowledges the result dialog with this title and says what it said. */
async function acknowledge(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  const text = await dialog.innerText();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  return text;
}

/** Opens the account settings from the header: the account menu on a desktop, the collapsible menu on a phone. */
async function openAccountSettings(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('link', { name: 'Account settings' }).click();
  } else {
    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
  }
}

test.describe('account settings', () => {
  // The header shows the name in the account menu on a desktop, in the collapsible menu on a phone.
  for (const { title, tag } of [
    { title: 'changing the name shows the new name in the header', tag: [] },
    { title: 'changing the name shows the new name in the phone menu', tag: ['@phone'] },
  ]) {
    test(title, { tag }, async ({ page, isMobile }) => {
      await signInAs(page, PLEX, '/app/dashboard');
      await openAccountSettings(page, isMobile);
      await expect(page).toHaveURL(/\/app\/settings\/user$/);

      const profile = page.getByRole('form', { name: 'Profile' });
      const name = profile.getByRole('textbox', { name: 'Name' });
      await expect(name).toHaveValue('Jordan Lee');
      await name.fill('');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(profile.getByText('Enter your name.')).toBeVisible();
      await name.fill('Jordan A. Lee');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      expect(await acknowledge(page, 'Done!')).toContain('Your profile has been updated.');

      if (isMobile) {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await expect(page.locator('#mobile-menu').getByText('Jordan A. Lee', { exact: true })).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Account menu of Jordan A. Lee' })).toBeVisible();
      }
      // The new name is the account's, not only this page's.
      await page.reload();
      await expect(page.getByRole('form', { name: 'Profile' }).getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan A. Lee');
    });
  }

  test('a wrong current password is refused next to its field, then the right one changes the password', async ({ page }) => {
    await signInAndOpen(page, '/app/settings/user');
    const form = page.getByRole('form', { name: 'Change your password' });
    const current = form.getByRole('textbox', { name: 'Current password', exact: true });
    const next = form.getByRole('textbox', { name: 'New password', exact: true });
    const repeat = form.getByRole('textbox', { name: 'Repeat the new password', exact: true });
    await current.fill('not-my-password');
    await next.fill('popcorn-night-42');
    await repeat.fill('popcorn-night-42');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('The password is incorrect.')).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toHaveValue('popcorn-night-42');
    await expect(repeat).toHaveValue('popcorn-night-42');

    await current.fill(PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    expect(await acknowledge(page, 'Done!')).toContain('Your password has been changed.');
    await expect(current).toHaveValue('');

    // This device stays signed in; the new password is the one that works from now on.
    await page.reload();
    await expect(page.getByRole('form', { name: 'Change your password' })).toBeVisible();
    const login = await page.request.post('/api/login', { data: { email: PLEX, password: 'popcorn-night-42' }, headers: { Accept: 'application/json' } });
    expect(login.status()).toBe(200);
  });

  test('invites a shared user, then removes them', async ({ page }) => {
    await signInAndOpen(page, '/app/settings/user-management');
    await expect(page.getByText('24 people share your servers.')).toBeVisible();

    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('sam.rivera@example.org');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Sam Rivera');
    const libraries = dialog.getByRole('group', { name: 'Libraries they can open' });
    await expect(libraries.getByRole('checkbox').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal scrolling with the invite dialog open').toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    expect(await acknowledge(page, 'Done!')).toContain('has been sent to sam.rivera@example.org');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('25 people share your servers.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name, username or e-mail' }).fill('rivera');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const list = page.getByRole('list', { name: 'Shared users' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Invite pending')).toBeVisible();

    await list.getByRole('button', { name: 'Remove Sam Rivera' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Sam Rivera?' });
    await confirm.getByRole('button', { name: 'Remove from all servers' }).click();
    expect(await acknowledge(page, 'Poof!')).toContain('Sam Rivera no longer has access to any of your servers.');
    await expect(page.getByRole('heading', { name: 'Nobody matches your search' })).toBeVisible();
  });

  test('sets a CDN host and verifies its record', async ({ page }) => {
    await signInAndOpen(page, '/app/settings/cdn-host');
    const form = page.getByRole('form', { name: 'Set a CDN host' });
    const host = form.getByRole('textbox', { name: 'Host name' });
    await host.fill('https://media.jordan-lee.net/');
    await form.getByRole('button', { name: 'Set CDN host' }).click();
    await expect(form.getByText('Enter only the host name, like media.example.com: no https:// and no path.')).toBeVisible();
    await host.fill('media.jordan-lee.net');
    await form.getByRole('button', { name: 'Set CDN host' }).click();
    expect(await acknowledge(page, 'Done!')).toContain('media.jordan-lee.net is saved.');

    await expect(page.getByText('Pending verification')).toBeVisible();
    await expect(page.getByRole('region', { name: 'DNS record to create' }).getByText('media.jordan-lee.net')).toBeVisible();
    await page.getByRole('button', { name: 'Check the record' }).click();
    expect(await acknowledge(page, 'Done!')).toContain('media.jordan-lee.net is verified.');
    await expect(page.getByRole('definition').getByText('Verified', { exact: true })).toBeVisible();
  });
});
