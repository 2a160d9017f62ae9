import { expect, test } from '@playwright/test';
import { expectHeading, signIn, signInAs, signOut } from './support.ts';
import { SWEEP_ROUTES } from './sweep-routes.ts';

test.describe('the routing guard', () => {
  test('a guest opening a customer route is sent to login with the way back, and comes back after signing in', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL('/app/login?redirect=%2Fapp%2Fdashboard');
    await page.getByLabel('E-mail address').fill('plex@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('a guest opening an admin route is asked to sign in first', async ({ page }) => {
    await page.goto('/app/admin/dashboard');
    await expect(page).toHaveURL('/app/login?redirect=%2Fapp%2Fadmin%2Fdashboard');
  });

  test('a customer opening an admin route goes to the dashboard with a redirect query', async ({ page }) => {
    await signInAs(page, 'plex@demo.test', '/app/admin/dashboard');
    await expect(page).toHaveURL('/app/dashboard?redirect=%2Fapp%2Fadmin%2Fdashboard');
    await expectHeading(page, 'Your servers');
  });

  // Every admin, reseller and moderator route, for every role that must be refused, is checked
  // over the areas' own route tables with the portal's guard (apps/portal/src/router/guard-routes.test.ts);
  // here one route of each area as a browser opens it, the admin's with a query.
  const representative = [
    SWEEP_ROUTES.find(({ role, path }) => role === 'admin' && path.startsWith('/app/admin/') && path.includes('?')),
    SWEEP_ROUTES.find(({ role, path }) => role === 'reseller' && path.startsWith('/app/reseller-panel/')),
    SWEEP_ROUTES.find(({ role, path }) => role === 'moderator' && path.startsWith('/app/moderator/tickets/')),
  ].map((route) => route?.path);
  test('a customer opening an admin, a reseller or a moderator route goes to the dashboard with a redirect query (guard rules 4 to 6)', async ({ page }) => {
    expect(representative.every(Boolean), representative.join(', ')).toBe(true);
    await signInAs(page, 'plex@demo.test', '/app/dashboard');
    await expectHeading(page, 'Your servers');
    for (const path of representative as string[]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(`/app/dashboard?redirect=${encodeURIComponent(path)}`);
      await expectHeading(page, 'Your servers');
    }
  });

  test('a moderator opening the reseller panel and a reseller opening the tickets go to the dashboard', async ({ page }) => {
    await signInAs(page, 'moderator@demo.test', '/app/reseller-panel');
    await expect(page).toHaveURL('/app/dashboard?redirect=%2Fapp%2Freseller-panel');
    await signOut(page);
    await expect(page).toHaveURL('/app/login');
    await signInAs(page, 'reseller@demo.test', '/app/moderator/tickets');
    await expect(page).toHaveURL('/app/dashboard?redirect=%2Fapp%2Fmoderator%2Ftickets');
  });

  test('a user with a reseller node only opens the reseller panel, and signing out of it ends on the login screen', async ({ page }) => {
    await signInAs(page, 'node@demo.test', '/app/reseller-panel');
    await expect(page).toHaveURL('/app/reseller-panel');
    await expectHeading(page, 'Reseller panel');
    await signOut(page);
    await expect(page).toHaveURL('/app/login');
  });

  test('a signed-in user opening a login screen goes to their dashboard', async ({ page }) => {
    await signInAs(page, 'admin@demo.test', '/app/login');
    await expect(page).toHaveURL('/app/admin/dashboard');
  });

  test('/ and /app go to login for a guest', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/app/login');
    await page.goto('/app');
    await expect(page).toHaveURL('/app/login');
  });

  test('/app goes to the dashboard when signed in', async ({ page }) => {
    await signInAs(page, 'moderator@demo.test', '/app/');
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('an unknown path shows the 404 screen', async ({ page }) => {
    await page.goto('/app/this/does/not/exist');
    await expect(page).toHaveURL('/app/404');
    await expectHeading(page, 'Page not found');
  });
});

test.describe('signing out', () => {
  // From the account menu on a desktop, from the collapsible menu on a phone.
  for (const { title, tag } of [
    { title: 'ends on the login screen with the instance, and stays signed out after a reload', tag: [] },
    { title: 'from the phone menu ends on the login screen with the instance', tag: ['@phone'] },
  ]) {
    test(title, { tag }, async ({ page }) => {
      await signIn(page, 'plex@demo.test', { path: '/app/login?instance=eu-west' });
      await expectHeading(page, 'Your servers');
      await signOut(page);
      await expect(page).toHaveURL('/app/login?instance=eu-west');
      await expectHeading(page, 'Sign in');
      await page.goto('/app/dashboard');
      await expect(page).toHaveURL('/app/login?redirect=%2Fapp%2Fdashboard');
    });
  }
});
