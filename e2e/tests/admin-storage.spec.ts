import { expect } from '@playwright/test';
import { acknowledge, expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

test.describe('admin storage', () => {
  test('a mount path is refused next to its field with the input kept, then one that passes is listed; a mount is checked', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/storage/mount-paths');
    await expectHeading(page, 'Storage');
    const list = page.getByRole('list', { name: 'Mount paths' });
    await expect(list.getByText('gdrive-media:')).toBeVisible();

    await page.getByRole('button', { name: 'Add a mount path' }).click();
    const path = page.getByRole('textbox', { name: /^Path/ });
    const remote = page.getByRole('textbox', { name: /^Remote/ });
    await path.fill('/mnt/new media');
    await remote.fill('gdrive-4k:');
    await page.getByRole('button', { name: 'Add mount path' }).click();
    // Checked before the round trip: the message under the field, and what was typed stays.
    await expect(page.getByText('Leave out spaces.')).toBeVisible();
    await expect(path).toHaveAttribute('aria-invalid', 'true');
    await expect(path).toHaveValue('/mnt/new media');

    // The server refuses a path in use on every node: its message next to the field, the input kept.
    await path.fill('/mnt/media');
    await page.getByRole('button', { name: 'Add mount path' }).click();
    await expect(page.getByText('The path is already used on a node.')).toBeVisible();
    await expect(path).toHaveValue('/mnt/media');
    await expect(remote).toHaveValue('gdrive-4k:');

    await path.fill('/mnt/media-4k-hel');
    await page.getByRole('combobox', { name: /^Node/ }).selectOption({ label: 'hel-01' });
    await page.getByRole('button', { name: 'Add mount path' }).click();
    await acknowledge(page, 'Done!', 'The mount path has been added');
    const added = page.getByRole('list', { name: 'Details of /mnt/media-4k-hel' });
    await expect(added).toBeVisible();
    await expect(added.getByRole('link', { name: 'hel-01' })).toBeVisible();

    // The failing mounts of ams-01: a check mounts one again.
    await page.getByRole('navigation', { name: 'Storage sections' }).getByRole('link', { name: 'Mounts' }).click();
    await page.getByRole('combobox', { name: /^Node/ }).selectOption({ label: 'ams-01' });
    await expect(page).toHaveURL(/node=3/);
    const mounts = page.getByRole('list', { name: 'Mounts' });
    const media = mounts.getByRole('listitem').filter({ has: page.getByRole('list', { name: 'Details of /mnt/media on ams-01' }) });
    await expect(media.getByText('Failing', { exact: true })).toBeVisible();
    await mounts.getByRole('button', { name: 'Check /mnt/media on ams-01' }).click();
    await acknowledge(page, 'Done!', '/mnt/media on ams-01 was failing and has been mounted again.');
    await expect(media.getByText('Mounted', { exact: true })).toBeVisible();

    // An offline node cannot be asked.
    await page.getByRole('combobox', { name: /^Node/ }).selectOption({ label: 'nyc-01' });
    await expect(page.getByText('nyc-01 is not reachable, so its mounts cannot be checked now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check all on this node' })).toHaveCount(0);
  });
});
