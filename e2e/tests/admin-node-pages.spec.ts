import { expect } from '@playwright/test';
import { acknowledge, confirm, expectHeading, signInAs, testWithOwnDemo as test } from './support.ts';

/** fra-01 hosts Jordan's Plex (server and container 1), whose invite 3 to grandma.lee@example.com is pending. */
const NODE = { id: 1, name: 'fra-01' };
const CONTAINER = { id: 1, name: 'plex-jordan-lee', server: 'Jordan’s Plex' };

// These journeys run scripts and restart containers: each worker has a demo server of its own, reset before each test.
test.beforeEach(() => {
  test.slow();
});

test.describe('a node’s own pages', () => {
  test('opens the node’s scripts from its page, runs one after confirming and shows what it printed', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', `/app/admin/nodes/${NODE.id}`);
    await expectHeading(page, NODE.name);
    await page.getByRole('navigation', { name: 'Node sections' }).getByRole('link', { name: 'Scripts' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/nodes/${NODE.id}/scripts$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Maintenance scripts' })).toBeVisible();

    const scripts = page.getByRole('list', { name: 'Scripts' });
    await scripts.getByRole('button', { name: 'Run Media disk usage' }).click();
    await confirm(page, 'Run Media disk usage on this node?', 'Run script');
    await acknowledge(page, 'Done!', `Media disk usage ran on ${NODE.name}.`);

    const result = page.getByRole('heading', { level: 2, name: 'Result of Media disk usage' });
    await expect(result).toBeVisible();
    await expect(page.getByRole('region', { name: 'Output' })).toContainText(/\/dev\/md0 +44T .*% \/mnt\/media/);
    await expect(scripts.getByRole('listitem').filter({ hasText: 'Media disk usage' }).getByText(/^Last run/)).toContainText(/just now|second/);

    await page.getByRole('link', { name: 'See every process of this node' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/processes\\?node=${NODE.id}$`));
  });

  test('opens a container from the node, restarts it after confirming, and opens one of its invites', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', `/app/admin/nodes/${NODE.id}`);
    await expectHeading(page, NODE.name);
    await page.getByRole('link', { name: CONTAINER.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/nodes/${NODE.id}/container/${CONTAINER.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: CONTAINER.name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Log lines' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Restart', exact: true }).click();
    await confirm(page, `Restart ${CONTAINER.name}?`, 'Restart container');
    await acknowledge(page, 'Done!', `${CONTAINER.name} is restarting.`);
    // Back to running once the restart has settled; its actions return.
    await expect(page.getByRole('main').getByRole('button', { name: 'Stop', exact: true })).toBeVisible({ timeout: 20_000 });

    const invites = page.getByRole('list', { name: `Invites of ${CONTAINER.server}` });
    await invites.getByRole('link', { name: 'grandma.lee@example.com' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/admin/nodes/${NODE.id}/container/${CONTAINER.id}/invites/3$`));
    await expect(page.getByRole('heading', { level: 2, name: 'grandma.lee@example.com' })).toBeVisible();
    await expect(page.getByText(`Invite to ${CONTAINER.server}`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Libraries it opens' })).toContainText('Movies');

    await page.getByRole('button', { name: 'Revoke invite' }).click();
    await confirm(page, 'Revoke the invite to grandma.lee@example.com?', 'Revoke invite');
    await acknowledge(page, 'Done!', 'The invite to grandma.lee@example.com has been revoked.');
    await expect(page.getByRole('main').getByText('Revoked').first()).toBeVisible();
  });
});
