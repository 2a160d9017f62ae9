import { expect, type Locator, type Page } from '@playwright/test';
import { acknowledge, expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

// The journeys change the global docker variables: each worker has a demo server of its own.
const row = (form: Locator, number: number) => form.getByRole('group', { name: `Row ${number}` });

async function openDocker(page: Page) {
  await signInAs(page, 'admin@demo.test', '/app/admin/integrations/docker');
  await expectHeading(page, 'Integrations');
  const form = page.getByRole('form', { name: 'Global docker variables' });
  await expect(row(form, 1).getByRole('textbox', { name: 'Key' })).toHaveValue('PUID');
  return form;
}

test.describe('the global docker variables', () => {
  test.slow();

  test('the admin adds a variable, saves, reloads and sees it', async ({ page }) => {
    const form = await openDocker(page);
    const rows = await form.getByRole('group', { name: /^Row \d+$/ }).count();
    await form.getByRole('button', { name: 'Add a variable' }).click();
    const added = row(form, rows + 1);
    await expect(added.getByRole('textbox', { name: 'Key' })).toBeFocused();
    await added.getByRole('textbox', { name: 'Key' }).fill('PLEX_PREFERENCE_HW');
    await added.getByRole('textbox', { name: 'Value' }).fill('1');
    await form.getByRole('button', { name: 'Save variables' }).click();
    await acknowledge(page, 'Done!', 'Running servers pick them up on their next restart.');

    await page.reload();
    await expectHeading(page, 'Integrations');
    const reloaded = page.getByRole('form', { name: 'Global docker variables' });
    await expect(row(reloaded, rows + 1).getByRole('textbox', { name: 'Key' })).toHaveValue('PLEX_PREFERENCE_HW');
    await expect(row(reloaded, rows + 1).getByRole('textbox', { name: 'Value' })).toHaveValue('1');
  });

  test('a key that fails validation shows its message next to the field and keeps what was typed', async ({ page }) => {
    const form = await openDocker(page);
    const rows = await form.getByRole('group', { name: /^Row \d+$/ }).count();
    await form.getByRole('button', { name: 'Add a variable' }).click();
    const added = row(form, rows + 1);
    const key = added.getByRole('textbox', { name: 'Key' });
    await key.fill('plex claim');
    await added.getByRole('textbox', { name: 'Value' }).fill('claim-abc123');
    await form.getByRole('button', { name: 'Save variables' }).click();
    await expect(key).toHaveAccessibleDescription(/Use upper-case letters, digits and underscores/);
    await expect(key).toBeFocused();
    await expect(key).toHaveValue('plex claim');
    await expect(added.getByRole('textbox', { name: 'Value' })).toHaveValue('claim-abc123');

    await key.fill('PLEX_CLAIM');
    await form.getByRole('button', { name: 'Save variables' }).click();
    await acknowledge(page, 'Done!', 'The global docker variables have been saved.');
    await page.reload();
    await expect(row(page.getByRole('form', { name: 'Global docker variables' }), rows + 1).getByRole('textbox', { name: 'Key' })).toHaveValue('PLEX_CLAIM');
  });
});
