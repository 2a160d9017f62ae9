import { expect, type Page } from '@playwright/test';
import { acknowledge, confirm, expectHeading, signInThroughApi, storeSession, testWithOwnDemo as test } from './support.ts';

/** Opens the panel signed in; each worker has a demo server of its own, since a journey changes a server. */
async function openAs(page: Page, baseURL: string, email: string, path = '/app/reseller-panel') {
  await storeSession(page, await signInThroughApi(baseURL, email));
  await page.goto(path);
  await expectHeading(page, 'Reseller panel');
}

test.describe('reseller panel', () => {
  test('a reseller opens a node, then a server on it, and suspends it', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, 'reseller@demo.test');
    const nodes = page.getByRole('list', { name: 'Your nodes' });
    await expect(nodes.getByRole('link', { name: 'waw-r1' })).toBeVisible();
    await nodes.getByRole('link', { name: 'lon-r1' }).click();
    await expect(page).toHaveURL(/\/app\/reseller-panel\/node\/6$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Node lon-r1' })).toBeVisible();
    await expect(page.getByText('21 of 24')).toBeVisible();

    await page.getByRole('list', { name: 'Servers on lon-r1' }).getByRole('link', { name: 'Ferreira Plex' }).click();
    await expect(page).toHaveURL(/\/app\/reseller-panel\/server\/9$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ferreira Plex' })).toBeVisible();
    await expect(page.getByText('Lucas Ferreira')).toBeVisible();

    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await confirm(page, 'Suspend Ferreira Plex?', 'Suspend the server');
    await acknowledge(page, 'Done!', 'The server has been suspended.');
    await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'lon-r1' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Node lon-r1' })).toBeVisible();
  });

  test('a user with one node sees only that node, and not the other', async ({ page, baseURL }) => {
    await openAs(page, baseURL!, 'node@demo.test');
    await expect(page.getByText('You manage the node waw-r1 only.')).toBeVisible();
    const nodes = page.getByRole('list', { name: 'Your nodes' });
    await expect(nodes.getByRole('listitem')).toHaveCount(1);
    await expect(nodes.getByRole('link', { name: 'waw-r1' })).toBeVisible();
    await expect(page.getByText('13 servers')).toBeVisible();

    await page.goto('/app/reseller-panel/node/6');
    await expect(page.getByRole('heading', { level: 2, name: 'Node not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the overview' }).click();
    await expect(page).toHaveURL(/\/app\/reseller-panel$/);
  });
});
