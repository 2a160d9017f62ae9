import { expect } from '@playwright/test';
import { acknowledge, expectHeading, readAnnouncements, testWithOwnDemo as test, signInAs } from './support.ts';
import { axeViolations, WCAG21 } from './judge-page.ts';

const ADMIN = 'admin@demo.test';

/** Each journey signs in as the admin, with the announcements already read (their modal would cover the screen). */
test.beforeEach(async ({ demo }) => {
  await readAnnouncements(demo, ADMIN);
});

test.describe('the admin’s users', () => {
  test('finds a user by search and opens their page', async ({ page }) => {
    await signInAs(page, ADMIN, '/app/admin/users');
    await expectHeading(page, 'Users');
    const table = page.getByRole('region', { name: 'Users' });
    await expect(table.getByRole('link', { name: 'Aaliyah Adler' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or ID' }).fill('chloe.martin');
    await expect(page).toHaveURL(/\/app\/admin\/users\?search=chloe\.martin$/);
    await expect(table.getByRole('row')).toHaveCount(2);
    const violations = await axeViolations(page, { include: 'main', tags: WCAG21 });
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await table.getByRole('link', { name: 'Chloé Martin' }).click();
    await expectHeading(page, 'Chloé Martin');
    await expect(page.getByRole('textbox', { name: /WHMCS client ID/ })).toHaveValue('5093');
    // Back keeps the search.
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Search by name, e-mail or ID' })).toHaveValue('chloe.martin');
  });

  test('edits a user and saves them', async ({ page }) => {
    await signInAs(page, ADMIN, '/app/admin/users/14');
    await expectHeading(page, 'Noah Williams');
    const form = page.getByRole('form', { name: 'The user’s details' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Noah Williams-Hart');
    await form.getByRole('checkbox', { name: 'Contributor' }).click();
    await form.getByRole('checkbox', { name: 'Block the Request Lounge' }).click();
    await form.getByRole('checkbox', { name: 'Block the shop' }).click();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await acknowledge(page, 'Done!', 'The user has been updated');
    await expectHeading(page, 'Noah Williams-Hart');

    await page.reload();
    await expectHeading(page, 'Noah Williams-Hart');
    await expect(form.getByRole('checkbox', { name: 'Contributor' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Block the Request Lounge' })).not.toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Block the shop' })).toBeChecked();

    // A refusal shows next to its field and keeps what was typed.
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('plex@demo.test');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByText('The email has already been taken.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('plex@demo.test');
  });

  test('signs in as a user and returns back', async ({ page, demo }) => {
    await readAnnouncements(demo, 'plex@demo.test');
    await signInAs(page, ADMIN, '/app/admin/users/3');
    await expectHeading(page, 'Jordan Lee');
    await page.getByRole('button', { name: 'Sign in as this user' }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expectHeading(page, 'Your servers');
    const bar = page.getByRole('region', { name: 'Impersonation' });
    await expect(bar).toContainText('Signed in as Jordan Lee');
    await bar.getByRole('button', { name: 'Return back' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/dashboard/);
    await expect(bar).toBeHidden();
    // The way back opens the user the admin came from.
    await expect(page.getByText('Open the user')).toBeVisible();
  });

  test('deletes a user once their e-mail address is typed', async ({ page }) => {
    await signInAs(page, ADMIN, '/app/admin/users/17');
    await expectHeading(page, 'Amara Nwosu');
    await page.getByRole('button', { name: 'Delete user' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Amara Nwosu?' });
    await expect(confirm.getByRole('button', { name: 'Delete user' })).toBeDisabled();
    await confirm.getByRole('textbox', { name: 'Type amara.nwosu@demo.test to confirm' }).fill('amara.nwosu@demo.test');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await acknowledge(page, 'Poof!', 'The user has been deleted');
    await expect(page).toHaveURL(/\/app\/admin\/users$/);
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or ID' }).fill('amara');
    await expect(page.getByRole('heading', { name: 'No users match' })).toBeVisible();
  });

  test('marks several users as trial users at once', async ({ page }) => {
    await signInAs(page, ADMIN, '/app/admin/users?role=customer&sort=-created_at');
    const table = page.getByRole('region', { name: 'Users' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(26);
    const first = (await rows.nth(1).getByRole('link').textContent()) ?? '';
    const second = (await rows.nth(2).getByRole('link').textContent()) ?? '';
    await table.getByRole('checkbox', { name: `Select ${first}` }).check();
    await table.getByRole('checkbox', { name: `Select ${second}` }).check();
    await page.getByRole('region', { name: 'Bulk actions on users' }).getByRole('button', { name: 'Mark as trial' }).click();
    await acknowledge(page, 'Done!', '2 users were changed.');
    await expect(rows.nth(1).getByText('Trial', { exact: true })).toBeVisible();
    await expect(rows.nth(2).getByText('Trial', { exact: true })).toBeVisible();
  });
});
