import { expect, test } from '@playwright/test';
import { expectHeading, signIn, signOut } from './support.ts';
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
    await signIn(page, 'plex@demo.test');
    await expectHeading(page, 'Your servers');
    await page.goto('/app/admin/dashboard');
    await expect(page).toHaveURL('/app/dashboard?redirect=%2Fapp%2Fadmin%2Fdashboard');
    await expectHeading(page, 'Your servers');
  });

  // Every admin route of the sweeps, in groups of a few full page loads each, so that the
  // check grows with the admin area without one test outgrowing its time.
  const adminRoutes = SWEEP_ROUTES.filter((route) => route.role === 'admin' && route.path.startsWith('/app/admin/'));
  const GROUP = 8;
  test('the guard check covers the admin area', () => {
    expect(adminRoutes.length).toBeGreaterThan(20);
  });
  for (let start = 0; start < adminRoutes.length; start += GROUP) {
    const group = adminRoutes.slice(start, start + GROUP);
    test(`a customer opening any admin route goes to the dashboard with a redirect query (guard rule 5), routes ${start + 1} to ${start + group.length}`, async ({ page }) => {
      await signIn(page, 'plex@demo.test');
      await expectHeading(page, 'Your servers');
      for (const { path } of group) {
        await page.goto(path);
        await expect(page, path).toHaveURL(`/app/dashboard?redirect=${encodeURIComponent(path)}`);
      }
      await expectHeading(page, 'Your servers');
    });
  }

  // Guard rules 4 and 6: the reseller and moderator areas send everybody else to the dashboard.
  const restricted = SWEEP_ROUTES.filter(({ role }) => role === 'reseller' || role === 'reseller-node' || role === 'moderator').map(({ path }) => path);
  test('the guard check covers the reseller and moderator areas', () => {
    expect(restricted.some((path) => path.startsWith('/app/reseller-panel'))).toBe(true);
    expect(restricted.some((path) => path.startsWith('/app/moderator/'))).toBe(true);
  });
  // In groups of a few full page loads, like the admin routes above.
  for (let start = 0; start < restricted.length; start += GROUP) {
    const group = restricted.slice(start, start + GROUP);
    test(`a customer opening any reseller or moderator route goes to the dashboard with a redirect query (guard rules 4 and 6), routes ${start + 1} to ${start + group.length}`, async ({ page }) => {
      await signIn(page, 'plex@demo.test');
      await expectHeading(page, 'Your servers');
      for (const path of group) {
        await page.goto(path);
        await expect(page, path).toHaveURL(`/app/dashboard?redirect=${encodeURIComponent(path)}`);
      }
      await expectHeading(page, 'Your servers');
    });
  }

  test('a moderator opening the reseller panel and a reseller opening the tickets go to the dashboard', async ({ page }) => {
    await signIn(page, 'moderator@demo.test');
    await expectHeading(page, 'Your servers');
    await page.goto('/app/reseller-panel');
    await expect(page).toHaveURL('/app/dashboard?redirect=%2Fapp%2Freseller-panel');
    await signOut(page);
    await expect(page).toHaveURL('/app/login');
    await signIn(page, 'reseller@demo.test');
    await expectHeading(page, 'Your servers');
    await page.goto('/app/moderator/tickets');
    await expect(page).toHaveURL('/app/dashboard?redirect=%2Fapp%2Fmoderator%2Ftickets');
  });

  test('a user with a reseller node only opens the reseller panel, and signing out of it ends on the login screen', async ({ page }) => {
    await signIn(page, 'node@demo.test');
    await expectHeading(page, 'Your servers');
    await page.goto('/app/reseller-panel');
    await expect(page).toHaveURL('/app/reseller-panel');
    await expectHeading(page, 'Reseller panel');
    await signOut(page);
    await expect(page).toHaveURL('/app/login');
  });

  test('a signed-in user opening a login screen goes to their dashboard', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expectHeading(page, 'Admin dashboard');
    await page.goto('/app/login');
    await expect(page).toHaveURL('/app/admin/dashboard');
  });

  test('/ and /app go to login for a guest', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/app/login');
    await page.goto('/app');
    await expect(page).toHaveURL('/app/login');
  });

  test('/app goes to the dashboard when signed in', async ({ page }) => {
    await signIn(page, 'moderator@demo.test');
    await expectHeading(page, 'Your servers');
    await page.goto('/app/');
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
