import { test as base, expect, type Page } from '@playwright/test';
import type { DemoHttpServer } from '@portal/demo-backend/http-server';
import { expectHeading, PASSWORD, signInAs, startWorkerDemo } from './support.ts';

const INIT = '/app/admin/system/init';
const NEW_PASSWORD = 'streamhaus-2026!';

/**
 * These tests take the whole platform back to a fresh installation and change the admin's
 * password, which would break every other test signing in as an admin meanwhile. So each worker
 * serves the same production build from a demo server of its own, with its own data.
 */
const test = base.extend<object, { demo: DemoHttpServer }>({
  demo: [
    async ({}, provide) => {
      const server = await startWorkerDemo();
      await provide(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ demo }, provide) => provide(demo.url),
});

test.describe.configure({ mode: 'serial', timeout: 60_000 });

async function demoAction(demo: DemoHttpServer, action: 'reset' | 'uninitiate') {
  const response = await fetch(`${demo.url}/__demo/${action}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

async function signInAsAdmin(page: Page, password: string) {
  await page.goto('/app/login');
  await page.getByLabel('E-mail address').fill('admin@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

function step(page: Page, name: string) {
  return expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

test.beforeAll(async ({ demo }) => {
  await demoAction(demo, 'reset');
  await demoAction(demo, 'uninitiate');
});

test.afterAll(async ({ demo }) => {
  await demoAction(demo, 'reset');
});

test.describe('the system set-up wizard', () => {
  test('is where every admin page leads while the system is not initiated', async ({ page }) => {
    await signInAsAdmin(page, PASSWORD);
    await expect(page).toHaveURL(`${INIT}/start`);
    await step(page, 'Start');
    for (const path of ['/app/admin/dashboard', '/app/admin/users', '/app/dashboard', '/app/notifications/all']) {
      await page.goto(path);
      await expect(page).toHaveURL(`${INIT}/start`);
    }
  });

  test('folds its step list away on a phone', { tag: '@phone' }, async ({ page }) => {
    await signInAs(page, 'admin@demo.test', `${INIT}/start`);
    const steps = page.getByRole('navigation', { name: 'Set-up steps' });
    const toggle = steps.getByRole('button', { name: /Step 1 of 9/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(steps.getByRole('link', { name: /App settings/ })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await steps.getByRole('link', { name: /App settings/ }).click();
    await expect(page).toHaveURL(`${INIT}/app-settings`);
    await expect(steps.getByRole('button', { name: /Step 3 of 9/ })).toHaveAttribute('aria-expanded', 'false');
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('goes through every step, with WHMCS and then manual billing, and completes', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'admin@demo.test', `${INIT}/start`);
    await page.getByRole('link', { name: 'Start the set-up' }).click();

    await step(page, 'Change password');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change the password and continue' }).click();

    await step(page, 'App settings');
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await page.getByLabel('App name').fill('StreamHaus');
    await page.getByLabel('Portal URL').fill('https://portal.streamhaus.test');
    await page.getByLabel('Support e-mail address').fill('help@streamhaus.test');
    await page.getByLabel('Timezone').selectOption('Europe/Berlin');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await step(page, 'SSH keys');
    await page.getByRole('button', { name: 'Generate the key pair' }).click();
    await expect(page.getByLabel('Public key')).toHaveValue(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI\S+ portal@demo$/);
    await page.getByRole('link', { name: 'Continue' }).click();

    await step(page, 'Billing type');
    await page.getByRole('radio', { name: /WHMCS/ }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await step(page, 'WHMCS');
    await page.getByLabel('WHMCS URL').fill('https://billing.streamhaus.invalid');
    await page.getByLabel('API identifier').fill('Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56');
    await page.getByLabel('API secret').fill('Qr78St90Uv12Wx34Yz56Ab78Cd90Ef12');
    await page.getByRole('button', { name: 'Test the connection and continue' }).click();
    await expect(page.getByText(/Could not resolve host: billing\.streamhaus\.invalid/)).toBeVisible();
    await expect(page.getByLabel('WHMCS URL')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('WHMCS URL').fill('https://billing.streamhaus.test');
    await page.getByRole('button', { name: 'Test the connection and continue' }).click();

    await step(page, 'WHMCS hooks');
    await page.getByRole('button', { name: 'Verify the hooks' }).click();
    await expect(page.getByText('All 7 hooks are reachable.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();

    await step(page, 'E-mail');
    // Changing one's mind: manual billing after all; the WHMCS steps drop out.
    await page.getByRole('link', { name: 'Back' }).click();
    await step(page, 'WHMCS hooks');
    await page.goto(`${INIT}/billing-type`);
    await page.getByRole('radio', { name: /Manual/ }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await step(page, 'E-mail');
    if ((page.viewportSize()?.width ?? 0) < 768) await page.getByRole('navigation', { name: 'Set-up steps' }).getByRole('button').click();
    const steps = page.getByRole('navigation', { name: 'Set-up steps' });
    await expect(steps.getByRole('listitem').filter({ hasText: 'WHMCS hooks' })).toContainText('Not applicable');
    await expect(steps.getByRole('link', { name: /WHMCS/ })).toHaveCount(0);

    await page.getByLabel('Send with').selectOption('log');
    await page.getByLabel('From address').fill('no-reply@streamhaus.test');
    await page.getByRole('button', { name: 'Save the mail settings' }).click();
    await expect(page.getByText('The mail settings have been saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect(page.getByText(/The test e-mail to admin@demo\.test was written to the application log/)).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();

    await step(page, 'Complete');
    await page.getByRole('button', { name: 'Complete the set-up' }).click();
    await expect(page.getByText('The set-up is complete. StreamHaus is ready.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the admin dashboard' }).click();
    await expect(page).toHaveURL('/app/admin/dashboard');
    await expectHeading(page, 'Admin dashboard');
  });

  test('lets admins everywhere once the set-up is complete', async ({ page }) => {
    // Signed in with the password the set-up chose: it is the one that works now.
    await signInAs(page, 'admin@demo.test', '/app/admin/dashboard', NEW_PASSWORD);
    await expect(page).toHaveURL('/app/admin/dashboard');
    await expectHeading(page, 'Admin dashboard');
    await page.reload();
    await expectHeading(page, 'Admin dashboard');
    await page.goto(INIT);
    await expect(page).toHaveURL(`${INIT}/completed`);
    await expect(page.getByText('The system is already set up')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the admin dashboard' }).first().click();
    await expect(page).toHaveURL('/app/admin/dashboard');
  });
});
