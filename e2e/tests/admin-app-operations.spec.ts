import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

// An export adds a job to the demo's data: each worker has a demo server of its own.
test.describe('system settings: exports', () => {
  // Journeys of an admin and a customer: they need more than a screen's time on a busy machine.
  test.slow();

  test('the admin exports the users as CSV, watches its progress and downloads the file', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/app-management/exports');
    await expectHeading(page, 'System Settings');
    const form = page.getByRole('form', { name: 'New export' });
    await expect(form.getByRole('combobox', { name: 'What to export' })).toHaveValue('users');
    await form.getByRole('button', { name: 'Start export' }).click();

    const current = page.getByRole('region', { name: 'Current export' });
    const bar = current.getByRole('progressbar', { name: 'Progress of the export of Users' });
    await expect(bar).toBeVisible();
    // A large export runs for a few seconds: the bar moves before the file is ready.
    await expect(current.getByRole('status')).toHaveText(/Exporting 374 rows: \d+ % done\./, { timeout: 10_000 });
    const download = current.getByRole('button', { name: /^Download users-\d{4}-\d{2}-\d{2}-\d+\.csv$/ });
    await expect(download).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(current.getByRole('status')).toHaveText('Ready: 374 rows.');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}-\d+\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,name,email,role,trial,servers,billing_id,created_at');
    expect(lines.find((line) => line.startsWith('3,'))).toMatch(/^3,Jordan Lee,plex@demo\.test,customer,no,\d+,/);
    expect(lines.find((line) => line.startsWith('1,'))).toMatch(/^1,Alex Morgan,admin@demo\.test,admin,/);
    expect(lines.filter(Boolean)).toHaveLength(375);

    // The finished job joins the recent exports, with its download.
    const recent = page.getByRole('list', { name: 'Recent exports' });
    await expect(recent.getByRole('listitem').first()).toContainText('Users, 374 rows');
    await expect(recent.getByRole('listitem').first().getByRole('button', { name: /^Download users-/ })).toBeVisible();
  });
});
