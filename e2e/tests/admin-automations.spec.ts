import { expect } from '@playwright/test';
import { acknowledge, expectHeading, testWithOwnDemo as test, signInAs } from './support.ts';

const SENTENCE = 'When a node goes offline and it has been offline for more than 5 minutes, restart the node and post to Discord channel #alerts.';

// Creating an automation changes the demo's data: each worker has a demo server of its own.
test.describe('integrations: automations', () => {
  test.slow();

  test('the admin creates an automation and reads it back as a sentence, on the list and when it is opened again', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/admin/integrations/automations');
    await expectHeading(page, 'Integrations');
    await expect(page.getByRole('heading', { level: 2, name: 'Automations' })).toBeVisible();
    await page.getByRole('link', { name: 'New automation' }).first().click();
    await expect(page.getByRole('heading', { level: 2, name: 'New automation' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Automation' });
    const sentence = form.getByTestId('automation-sentence');
    await expect(sentence).toHaveText('Choose a trigger to start the sentence.');
    await form.getByRole('textbox', { name: 'Name' }).fill('Restart a dead node and tell on-call');
    await form.getByRole('combobox', { name: 'Trigger' }).selectOption('node.offline');
    await expect(sentence).toHaveText('When a node goes offline, nothing happens yet.');
    await form.getByRole('button', { name: 'Add a condition' }).click();
    await form.getByRole('group', { name: 'Condition 1' }).getByRole('textbox', { name: 'Value' }).fill('5');
    await form.getByRole('group', { name: 'Action 1' }).getByRole('combobox', { name: 'Do this' }).selectOption('node.restart');
    await form.getByRole('button', { name: 'Add an action' }).click();
    const second = form.getByRole('group', { name: 'Action 2' });
    await second.getByRole('combobox', { name: 'Do this' }).selectOption('discord.post');
    await second.getByRole('combobox', { name: 'Discord channel' }).selectOption({ label: '#alerts' });
    await expect(sentence).toHaveText(SENTENCE);

    await form.getByRole('button', { name: 'Create automation' }).click();
    await acknowledge(page, 'Done!', 'The automation has been created.');

    // Back on the list, it reads the same.
    await expect(page).toHaveURL(/\/app\/admin\/integrations\/automations$/);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('dead node');
    const item = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Restart a dead node and tell on-call' }) });
    await expect(item).toContainText(SENTENCE);
    await expect(item).toContainText('Never run');
    await expect(item.getByRole('switch')).toBeChecked();

    // Opened again, after a reload, it reads the same.
    await item.getByRole('link', { name: 'Restart a dead node and tell on-call' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Restart a dead node and tell on-call' })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('automation-sentence')).toHaveText(SENTENCE);
    await expect(page.getByRole('group', { name: 'Condition 1' }).getByRole('textbox', { name: 'Value' })).toHaveValue('5');
    await expect(page.getByText('It has not run yet.')).toBeVisible();
  });
});
