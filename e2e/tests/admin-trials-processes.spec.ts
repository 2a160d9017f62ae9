import { expect, type Page } from '@playwright/test';
import { acknowledge, expectHeading, readAnnouncements, testWithOwnDemo as test, signInAs } from './support.ts';
import { axeViolations } from './judge-page.ts';

const ADMIN = 'admin@demo.test';
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Each journey starts from a fresh seed of this worker's own demo server (the processes of the
 * last hour are minutes old), signed in as the admin with the announcements read.
 */
test.beforeEach(async ({ demo, page }) => {
  await readAnnouncements(demo, ADMIN);
  await signInAs(page, ADMIN, '/app/admin/dashboard');
  await expectHeading(page, 'Admin dashboard');
});

async function expectNoViolations(page: Page, selector: string) {
  const violations = await axeViolations(page, { include: selector, tags: WCAG });
  expect(violations.map((violation) => violation.id)).toEqual([]);
}

test.describe('requested trials', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a guest’s trial request is approved with a product', async ({ demo, page }) => {
    // A guest asks through the public form's call.
    const asked = await fetch(`${demo.url}/api/request-trial`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ name: 'Noor Haddad', email: 'noor.haddad@example.com', server_type: 'jellyfin', message: 'For my family abroad.' }),
    });
    expect(asked.status).toBe(200);

    await page.goto('/app/admin/requested-trials');
    await expectHeading(page, 'Requested trials');
    const list = page.getByRole('list', { name: 'Trial requests' });
    await expect(list.getByRole('link', { name: 'Noor Haddad' })).toBeVisible();
    await expectNoViolations(page, 'main');

    await list.getByRole('link', { name: 'Noor Haddad' }).click();
    await expectHeading(page, 'Noor Haddad');
    await expect(page.getByText('For my family abroad.')).toBeVisible();
    const product = page.getByRole('combobox', { name: 'Product' });
    await expect(product).toHaveValue('4');
    await expect(product.locator('option:checked')).toHaveText('Jellyfin Standard (Jellyfin)');
    await page.getByRole('button', { name: 'Approve trial' }).click();
    await acknowledge(page, 'Done!', 'Noor Haddad can now try Jellyfin Standard for 7 days.');

    const outcome = page.getByRole('region', { name: 'Approved' });
    await expect(outcome).toContainText('The trial uses Jellyfin Standard.');
    await expect(outcome).toBeFocused();
    await expect(page.getByRole('button', { name: 'Approve trial' })).toHaveCount(0);

    // The list of pending requests no longer holds it; the approved ones do.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Requested trials' }).click();
    await expectHeading(page, 'Requested trials');
    await expect(list.getByRole('link', { name: 'Mia Schneider' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Noor Haddad' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
    await expect(page).toHaveURL(/\/app\/admin\/requested-trials\?status=approved$/);
    await expect(list.getByRole('link', { name: 'Noor Haddad' })).toBeVisible();
  });
});

test.describe('the process history', () => {
  test.describe.configure({ timeout: 60_000 });

  test('View all in the shell’s panel opens the history, and a process opens in its own address', async ({ page }) => {
    // From the keyboard: the admin's ticket alert may lie over the floating button.
    await page.getByRole('button', { name: 'Recent processes' }).focus();
    await page.keyboard.press('Enter');
    const shellPanel = page.getByRole('dialog', { name: 'Recent processes' });
    await expect(shellPanel).toBeVisible();
    await shellPanel.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/processes$/);
    await expect(shellPanel).toBeHidden();
    await expectHeading(page, 'Processes');

    const list = page.getByRole('list', { name: 'Processes' });
    await expect(list.getByRole('link', { name: 'docker restart --time 30 plex-jordan-lee' })).toBeVisible();
    await expect(list.getByRole('link', { name: /^docker compose --project-directory \/opt\/mediadock\/stacks\/plex-hannah-becker up --detach --for\.\.\.$/ })).toBeVisible();
    await expect(page.getByText(/^2,0\d\d processes$/)).toBeVisible();
    await expectNoViolations(page, 'main');

    await list.getByRole('link', { name: 'docker pull lscr.io/linuxserver/plex:latest' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/processes\?process=3$/);
    const detail = page.getByRole('region', { name: 'Process #3' });
    await expect(detail.getByRole('heading', { level: 2, name: 'Process #3' })).toBeFocused();
    await expect(detail.getByRole('region', { name: 'Command' })).toHaveText('docker pull lscr.io/linuxserver/plex:latest');
    await expect(detail.getByRole('region', { name: 'Result' })).toContainText('Status: Downloaded newer image');
    await expect(detail.getByText('18.44 s')).toBeVisible();
    await expect(detail.getByRole('list', { name: 'Related processes' }).getByRole('listitem')).toHaveCount(3);
    await expectNoViolations(page, 'main');

    // The address is the process: a reload (or a shared link) opens it again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Process #3' }).getByRole('region', { name: 'Command' })).toHaveText('docker pull lscr.io/linuxserver/plex:latest');
    await page.getByRole('region', { name: 'Process #3' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'Process #3' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/admin\/processes$/);

    // The node filter is in the address too: other screens link to ?node={id}.
    await page.goto('/app/admin/processes?node=4&status=failed');
    await expect(page.getByRole('combobox', { name: 'Node' })).toHaveValue('4');
    await expect(list.getByText('nyc-01').first()).toBeVisible();
    await expect(list.getByText('Success')).toHaveCount(0);
  });
});
